-- Pre-session screenings a person has finished for a booking (the /screening page's "Completed").
-- Only which test and when: never the answers, the score or the grade, which stay in the browser
-- (RELIABILITY: screening answers are never stored with identity). One row per booking and test;
-- finishing the same test again keeps the first time.
create table screening_completions (
  service_id uuid not null references services (id),
  route_slug text not null check (route_slug ~ '^[a-z0-9_-]{1,64}$'),
  completed_at timestamptz not null default now(),
  primary key (service_id, route_slug)
);
