-- The audit log (issue 22 part 2; decision 071): who did what to which record, which fields were
-- read or changed, when and from where. Append-only, enforced here: a trigger refuses every
-- UPDATE and DELETE (row by row) and TRUNCATE, on PGlite and PostgreSQL alike. It holds field
-- names, never their values, so no patient data is copied into it.
create table staff_audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  staff_id uuid,
  staff_email text,
  action text not null,
  outcome text not null check (outcome in ('success', 'refused')),
  record_type text,
  record_id text,
  fields text[] not null default '{}',
  ip_address text,
  user_agent text
);
create index staff_audit_log_at on staff_audit_log (at);
create index staff_audit_log_staff on staff_audit_log (staff_id, at);
create index staff_audit_log_record on staff_audit_log (record_type, record_id, at);

create function staff_audit_log_refuse_change() returns trigger language plpgsql as $$
begin
  raise exception 'staff_audit_log is append-only: % refused', tg_op using errcode = 'insufficient_privilege';
end
$$;

create trigger staff_audit_log_no_update_or_delete before update or delete on staff_audit_log
  for each row execute function staff_audit_log_refuse_change();
create trigger staff_audit_log_no_truncate before truncate on staff_audit_log
  for each statement execute function staff_audit_log_refuse_change();
