-- The full report mailed on request, and the subscriber list's own unsubscribe link (issue 23
-- parts 1 and 3; decisions 089 and 090).
--
-- attachment: the report PDF the visitor's browser made, envelope-encrypted like the row's
--   recipient and body (server/crypto/personal-columns.ts); attachment_name, its file name
--   (it names the test, so it is encrypted too).
-- purge_when_done: the worker blanks recipient, body and attachment as soon as the mail is sent or
--   given up on (purged_at says when), so the server never keeps the PDF or the address.
-- list_unsubscribe: the List-Unsubscribe address of a mail to a subscriber (RFC 2369, RFC 8058
--   one-click), encrypted (it carries the token); subscription_id ties the mail to the
--   subscription, so erasing the subscription can erase its mails too.
alter table outbox add column attachment bytea;
alter table outbox add column attachment_name text;
alter table outbox add column purge_when_done boolean not null default false;
alter table outbox add column purged_at timestamptz;
alter table outbox add column list_unsubscribe text;
alter table outbox add column subscription_id uuid references subscriptions (id) on delete set null;
create index outbox_subscription on outbox (subscription_id) where subscription_id is not null;

-- Each mail to a subscriber carries a random token (256 bits) in its unsubscribe link, stored
-- only as its SHA-256 hash: the address never travels in a link. Any token of a subscription
-- unsubscribes it; the tokens go with the subscription.
create table subscription_tokens (
  token_hash text primary key,
  subscription_id uuid not null references subscriptions (id) on delete cascade,
  language text not null default 'en' check (language in ('en', 'sw')),
  created_at timestamptz not null default now()
);
create index subscription_tokens_subscription on subscription_tokens (subscription_id);
