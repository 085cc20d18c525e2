-- Staff sign-in (issue 22 part 1; decision 070). Accounts of the clinic's staff, their one-time
-- password links, their server-side sessions and the sign-in throttle's counters. Every time is
-- the database's clock, so instances with different clocks agree (as job leases, decision 051).

-- One account a person. The address (login_email: a column named email would be taken for an
-- encrypted one by server/crypto/'s plugin) is stored case-folded, the unique key. There is never a
-- default password: an account starts with none and gets one only through a one-time link.
-- The TOTP secret is envelope-encrypted (server/crypto/); totp_last_step refuses a code reused.
create table staff_accounts (
  id uuid primary key default gen_random_uuid(),
  login_email text not null unique check (login_email = lower(login_email) and login_email like '%_@_%'),
  role text not null check (role in ('admin', 'operations', 'practitioner')),
  password_hash text,
  totp_secret text,
  totp_last_step bigint,
  password_changed_at timestamptz,
  disabled_at timestamptz,
  created_at timestamptz not null default now()
);

-- A one-time link to set a password (new account) or reset it (issued by an admin). Only the
-- SHA-256 of the token is kept; it is valid 24 hours and used once. Following it enrols a new
-- second factor: the secret offered is kept here, encrypted, until the person proves it with a code.
create table staff_password_links (
  id uuid primary key default gen_random_uuid(),
  token_hash text not null unique,
  staff_id uuid not null references staff_accounts (id),
  purpose text not null check (purpose in ('set', 'reset')),
  issued_by uuid references staff_accounts (id),
  pending_totp_secret text,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index staff_password_links_staff on staff_password_links (staff_id);

-- Sessions, kept server-side: the cookie holds a random 256-bit id, the table only its SHA-256.
-- A session ends 30 minutes after last_seen_at, at expires_at (12 hours after sign-in) at the
-- latest, or when revoked (sign-out, an admin, a password change).
create table staff_sessions (
  id uuid primary key default gen_random_uuid(),
  id_hash text not null unique,
  staff_id uuid not null references staff_accounts (id),
  csrf_token text not null,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  revoked_reason text
);
create index staff_sessions_staff on staff_sessions (staff_id) where revoked_at is null;

-- Failed sign-ins counted per key ('account:<address typed>' or 'address:<client IP>'), in the
-- database so that every instance sees the same counts. A key with too many failures inside its
-- window is locked until locked_until.
create table staff_sign_in_throttle (
  key text primary key,
  failures integer not null,
  window_started_at timestamptz not null,
  locked_until timestamptz
);
