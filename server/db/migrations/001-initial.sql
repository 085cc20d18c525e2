-- The first schema. Plain SQL, applied once at boot, in order, inside a transaction.
-- Identifiers a browser sees are random UUIDs (gen_random_uuid() needs PostgreSQL 13+).
-- Screening answers are never stored: /api/interpret/ only computes.

create table subscriptions (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  email_normalized text not null unique,
  created_at timestamptz not null default now()
);

create table uploads (
  id uuid primary key default gen_random_uuid(),
  content_type text not null check (content_type in ('image/jpeg', 'image/png', 'application/pdf')),
  size_bytes integer not null check (size_bytes > 0 and size_bytes <= 5242880),
  bytes bytea not null,
  created_at timestamptz not null default now()
);

create table services (
  id uuid primary key default gen_random_uuid(),
  service_type text not null check (service_type in ('Appointment', 'Wellness', 'VitalCare')),
  first_name text not null,
  last_name text not null,
  phone_number text not null,
  email text,
  practitioner text,
  mode_of_consultation text,
  payment_mode text,
  patient_notes text,
  appointment_date date,
  appointment_time text,
  collection_preference text,
  location text,
  latitude numeric(9, 6),
  longitude numeric(9, 6),
  cash_payment_option text,
  sex text,
  wellness_date date,
  wellness_time text,
  package text,
  attachment_id uuid references uploads (id),
  description text,
  amount_kes integer not null default 0 check (amount_kes >= 0),
  consent_version text not null,
  consent_given_at timestamptz not null,
  is_paid boolean not null default false,
  paid_at timestamptz,
  created_at timestamptz not null default now()
);

-- A retried booking with the same Idempotency-Key gets the same answer. The key row is written
-- in the booking's own transaction, so an acknowledged booking and its key never part.
create table idempotency_keys (
  key text primary key,
  route text not null,
  request_hash text not null,
  status_code integer not null,
  response jsonb not null,
  created_at timestamptz not null default now()
);

-- One payment order per service; the provider's tracking id once the order is submitted.
create table payment_orders (
  id uuid primary key default gen_random_uuid(),
  service_id uuid not null unique references services (id),
  provider text not null,
  provider_order_id text,
  redirect_url text,
  amount_kes integer not null check (amount_kes >= 0),
  currency text not null default 'KES',
  status text not null default 'pending' check (status in ('pending', 'paid', 'failed', 'cancelled')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index payment_orders_pending on payment_orders (created_at) where status = 'pending';

-- Mail (and later SMS) waiting to be sent; workers claim rows with FOR UPDATE SKIP LOCKED.
create table outbox (
  id uuid primary key default gen_random_uuid(),
  kind text not null,
  recipient text not null,
  subject text not null,
  body text not null,
  attempts integer not null default 0,
  last_error text,
  available_at timestamptz not null default now(),
  sent_at timestamptz,
  created_at timestamptz not null default now()
);

create index outbox_unsent on outbox (available_at) where sent_at is null;

create table survey_responses (
  id uuid primary key default gen_random_uuid(),
  answers jsonb not null,
  created_at timestamptz not null default now()
);
