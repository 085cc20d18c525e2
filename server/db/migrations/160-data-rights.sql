-- A visitor's data rights through the manage link (issue 23 part 3; decision 086; server/data-rights/).
-- "The person" is every booking with the same e-mail address and the same phone number as the
-- booking the one-time code opened; both are envelope-encrypted, so each booking also keeps their
-- blind indexes (a keyed HMAC, server/crypto/blind-index.ts) to find them without decrypting every
-- row. Bookings made before this migration have none and are found only by their own link.
alter table services add column email_index text;
alter table services add column phone_index text;
create index services_person on services (phone_index, email_index) where phone_index is not null;

-- The booking a mail is about, so the person's mails are exported and erased with their bookings
-- (a mail to an address alone would also find mails about someone else's booking that gave it).
alter table outbox add column service_id uuid references services (id);
create index outbox_service on outbox (service_id) where service_id is not null;
