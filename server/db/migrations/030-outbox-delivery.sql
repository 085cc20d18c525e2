-- Mail delivery by the outbox worker (server/mail/outbox-worker.ts).
-- channel: which worker drains the row; the mail worker takes 'email' only, so another kind of
--   message (SMS) can share the table with its own channel.
-- delivered_via: set with sent_at, how the message was handed on: 'smtp' (it left the machine)
--   or 'record-only' (SMTP_URL was unset: nothing was sent, and this row is the record).
-- failed_at: the worker gave up (the mail server refused the message for good, or too many
--   attempts failed); last_error says why. A row with neither sent_at nor failed_at is pending.
alter table outbox add column channel text not null default 'email';
alter table outbox add column delivered_via text;
alter table outbox add column failed_at timestamptz;

create index outbox_due on outbox (channel, available_at) where sent_at is null and failed_at is null;
