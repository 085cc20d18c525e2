-- SMS to the people who booked (issue 22 part 7; decision 072; server/sms/): the booking
-- confirmation and the reminders 24 hours and 1 hour before the session. Like the mail outbox,
-- a row is written first and a worker sends it; recipient and body are encrypted at rest
-- (server/crypto/personal-columns.ts) and set to null SMS_KEEP_DAYS after the message was sent
-- or given up on (purged_at), while the delivery record (kind, status, provider id) stays.
--
-- Each message of a booking is written once, whichever instance writes it: the unique key
-- (service_id, kind, session_start) is the claim. Two instances finding the same reminder due at
-- the same moment insert one row; the second insert does nothing. A rescheduled session has a new
-- session_start, so it gets its own reminders.
create table sms_outbox (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('booking-confirmation', 'reminder-24h', 'reminder-1h')),
  service_id uuid not null references services (id),
  session_start timestamptz not null,
  recipient text,
  body text,
  attempts integer not null default 0,
  last_error text,
  available_at timestamptz not null default now(),
  sent_at timestamptz,
  failed_at timestamptz,
  -- 'africas-talking' (it left the machine) or 'record-only' (no AT_API_KEY: nothing was sent).
  delivered_via text,
  -- Africa's Talking's messageId and the per-recipient status it answered (101 Sent, 102 Queued, ...).
  provider_message_id text unique,
  provider_status_code integer,
  -- The latest delivery report for provider_message_id (Success, Failed, Rejected, ...).
  delivery_status text,
  delivery_failure_reason text,
  delivery_reported_at timestamptz,
  purged_at timestamptz,
  created_at timestamptz not null default now(),
  unique (service_id, kind, session_start),
  check ((recipient is null) = (purged_at is not null) and (body is null) = (purged_at is not null))
);

create index sms_outbox_due on sms_outbox (available_at) where sent_at is null and failed_at is null;
create index sms_outbox_to_purge on sms_outbox (coalesce(sent_at, failed_at)) where purged_at is null and (sent_at is not null or failed_at is not null);
