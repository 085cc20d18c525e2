-- The operations console (issue 22 part 3; decision 080; server/operations/). Practitioners are
-- staff accounts with the role practitioner; their working hours are kept here (Nairobi time,
-- ISO weekday 1 = Monday .. 7 = Sunday, start included, end excluded). A booking gets its
-- practitioner, its confirmation and its attendance as columns of its own row.
create table practitioner_hours (
  id uuid primary key default gen_random_uuid(),
  staff_id uuid not null references staff_accounts (id),
  weekday smallint not null check (weekday between 1 and 7),
  starts_at time not null,
  ends_at time not null,
  created_at timestamptz not null default now(),
  check (starts_at < ends_at),
  unique (staff_id, weekday, starts_at)
);
create index practitioner_hours_weekday on practitioner_hours (weekday);

alter table services add column practitioner_id uuid references staff_accounts (id);
alter table services add column confirmed_at timestamptz;
alter table services add column confirmed_by uuid references staff_accounts (id);
alter table services add column attendance text check (attendance in ('attended', 'no-show'));
alter table services add column attendance_at timestamptz;
alter table services add column attendance_by uuid references staff_accounts (id);

-- The session's day and start (HH:MM, Nairobi) whatever the kind of booking; a booking without a
-- session (VitalCare) is listed on the Nairobi day it was made. Kept by the database itself.
alter table services add column session_day date generated always as
  (coalesce(appointment_date, wellness_date, (created_at at time zone 'Africa/Nairobi')::date)) stored;
alter table services add column session_time text generated always as
  (coalesce(appointment_time, wellness_time)) stored;

-- No double-booking, enforced here so that two server instances (or two racing requests) cannot
-- give one practitioner two live sessions at the same start (slots are a fixed 30 minutes on one
-- grid, engine/bookings/booking-slots.ts, so equal starts are the only overlap).
create unique index services_practitioner_slot on services (practitioner_id, session_day, session_time)
  where practitioner_id is not null and cancelled_at is null;

-- The console's list: a day's bookings in session order (keyset paging on day, time, id), and the
-- reference staff search by (the first 8 hex digits of the id, server/mail/booking-lines.ts).
create index services_session_order on services (session_day, session_time, id);
create index services_reference on services ((upper(left(replace(id::text, '-', ''), 8))));
