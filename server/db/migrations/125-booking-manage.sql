-- The visitor manages the booking (issue 22 part 5; decision 073; server/manage/).
-- A manage link carries a random token (256 bits) stored only as its SHA-256 hash, tied to one
-- booking and expiring after the session. Opening it needs a one-time code (6 digits, stored as a
-- keyed hash, 10 minutes, 5 tries) sent to the booking's contact; a right code opens a manage
-- session (another random token, hashed, 30 minutes). Every counter lives here, so two instances
-- on one PostgreSQL throttle alike.
create table manage_links (
  token_hash text primary key,
  service_id uuid not null references services (id),
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index manage_links_service on manage_links (service_id);

create table manage_codes (
  id uuid primary key default gen_random_uuid(),
  service_id uuid not null references services (id),
  code_hash text not null,
  -- A keyed hash of the requesting address, to throttle per address without keeping it.
  address_hash text not null,
  attempts integer not null default 0 check (attempts >= 0),
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index manage_codes_service on manage_codes (service_id, created_at);
create index manage_codes_address on manage_codes (address_hash, created_at);

create table manage_sessions (
  token_hash text primary key,
  service_id uuid not null references services (id),
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);

-- What the visitor adds after booking, stored encrypted like the booking's notes.
create table booking_notes (
  id uuid primary key default gen_random_uuid(),
  service_id uuid not null references services (id),
  note text not null,
  risk_flagged boolean not null default false,
  created_at timestamptz not null default now()
);

alter table services add column cancelled_at timestamptz;
alter table services add column cancelled_by text;
alter table services add column rescheduled_at timestamptz;

-- One refund per payment (Pesapal allows one): the payment attempt's merchant reference is the key.
-- pending: written with the cancellation; requested: Pesapal received it (merchant approval follows,
-- the final state arrives as status_code 3); rejected: Pesapal refused it; failed: no answer, tried again.
create table refunds (
  merchant_reference uuid primary key references payment_attempts (merchant_reference),
  service_id uuid not null references services (id),
  amount_kes integer not null check (amount_kes > 0),
  status text not null default 'pending' check (status in ('pending', 'sending', 'requested', 'rejected', 'failed')),
  requested_by text not null,
  provider_code text,
  attempts integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
