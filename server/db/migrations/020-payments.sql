-- Payments: one order per service (payment_orders, from 001) and one attempt per provider order.
-- A failed or cancelled attempt is followed by a new one with a new merchant reference; older
-- attempts stay, so a late payment on one of them is still settled. The merchant reference is a
-- random UUID, never the service id.

alter table payment_orders add column current_attempt integer not null default 1 check (current_attempt >= 1);
alter table payment_orders drop constraint payment_orders_status_check;
alter table payment_orders add constraint payment_orders_status_check
  check (status in ('pending', 'paid', 'failed', 'cancelled', 'reversed'));

create table payment_attempts (
  merchant_reference uuid primary key default gen_random_uuid(),
  order_id uuid not null references payment_orders (id),
  attempt integer not null check (attempt >= 1),
  provider text not null,
  provider_order_id text,
  redirect_url text,
  -- submitting: claimed by one request, which is asking the provider for an order now.
  status text not null default 'submitting'
    check (status in ('submitting', 'pending', 'paid', 'failed', 'cancelled', 'reversed', 'abandoned')),
  confirmation_code text,
  payment_method text,
  submitted_at timestamptz,
  last_checked_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (order_id, attempt),
  unique (provider, provider_order_id)
);

create index payment_attempts_pending on payment_attempts (submitted_at) where status = 'pending';

-- The payment ledger: each state change once (paid, failed, cancelled, reversed) and each
-- problem for staff to review once (amount or currency mismatch, unknown notification, ...).
create table payment_events (
  id uuid primary key default gen_random_uuid(),
  merchant_reference uuid references payment_attempts (merchant_reference),
  provider_order_id text,
  kind text not null,
  detail jsonb not null default '{}',
  created_at timestamptz not null default now(),
  check (merchant_reference is not null or provider_order_id is not null)
);

create unique index payment_events_once on payment_events ((coalesce(merchant_reference::text, provider_order_id)), kind);

-- The embedded sandbox provider's own orders (used when no Pesapal keys are set): what a tester
-- decided on the sandbox page. status_code follows Pesapal: 0 pending, 1 completed, 2 failed.
create table sandbox_payment_orders (
  tracking_id uuid primary key default gen_random_uuid(),
  merchant_reference text not null unique,
  amount_kes integer not null check (amount_kes > 0),
  currency text not null,
  description text not null,
  callback_url text not null,
  status_code integer not null default 0 check (status_code in (0, 1, 2, 3)),
  outcome text check (outcome in ('approved', 'declined', 'cancelled')),
  confirmation_code text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
