-- Retention (issue 23 part 4; decision 078; tests-catalog/retention.json, server/retention/): a
-- booking past its time keeps only what the tax records need; anonymised_at says when its name,
-- contact, notes and location were erased, so the job does each booking once.
alter table services add column anonymised_at timestamptz;
create index services_anonymise_due on services (created_at) where anonymised_at is null;
