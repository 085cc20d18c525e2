-- Jobs that must run on one server at a time across every instance sharing this database (the
-- retention purge, the payment reconciliation) take a lease here first (server/job-lease.ts).
-- One row per job: who ran it last and until when no other instance may start it. Times are the
-- database's clock, so instances with different clocks agree. Decision 051.
create table job_leases (
  job text primary key,
  holder text not null,
  taken_at timestamptz not null,
  expires_at timestamptz not null
);
