-- Results a visitor chose to share with the practitioner of one booking (issue 22 part 6;
-- decision 083; server/manage/shared-results.ts). Nothing ties a result to a person without this
-- explicit consent: a row is written only by a manage session (link + one-time code) or by the
-- booking form with its own box ticked. What is shared (the test, the date, the answers, the score
-- and the band) is one JSON text, envelope-encrypted under its own data key
-- (server/crypto/personal-columns.ts); the consent's notice version and moment are kept beside it.
-- The visitor withdraws it before the session: withdrawn_at is set and the content erased.
create table shared_results (
  id uuid primary key default gen_random_uuid(),
  service_id uuid not null references services (id),
  -- The test's code (MH-001): not personal by itself, kept to list what was shared after withdrawal.
  test_code text not null,
  content text,
  consent_version text not null,
  consented_at timestamptz not null,
  withdrawn_at timestamptz,
  created_at timestamptz not null default now(),
  check ((content is null) = (withdrawn_at is not null))
);
create index shared_results_service on shared_results (service_id, created_at);

-- The one-time code of a manage link may go by SMS too (issue 22 part 5; decision 084). The
-- unique key (service_id, kind, session_start) keeps each code SMS apart by the moment it was
-- asked for, which is what session_start holds for this kind.
alter table sms_outbox drop constraint sms_outbox_kind_check;
alter table sms_outbox add constraint sms_outbox_kind_check check (kind in ('booking-confirmation', 'reminder-24h', 'reminder-1h', 'manage-code'));
