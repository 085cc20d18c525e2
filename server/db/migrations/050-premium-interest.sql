-- People who pre-ordered Premium (the home page's 'Pre-Order Now'): only a way to tell them at
-- launch, an email address or a Kenyan phone number (+254...), and when they consented to it.
-- No name, no health data. One row per address and per number: a repeat stores nothing new.
create table premium_pre_orders (
  id uuid primary key default gen_random_uuid(),
  email text,
  email_normalized text unique,
  phone_number text unique check (phone_number ~ '^\+254[17][0-9]{8}$'),
  consent_given_at timestamptz not null,
  created_at timestamptz not null default now(),
  check (email_normalized is not null or phone_number is not null),
  check ((email is null) = (email_normalized is null))
);
