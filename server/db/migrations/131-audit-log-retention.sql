-- The audit log stays append-only (migration 111) except for retention (decision 078): a DELETE is
-- let through only inside a transaction that declared itself the retention job
-- (set_config('afya.retention', 'on', true), server/retention/enforce-retention.ts), and only for a
-- row more than a year old. UPDATE and TRUNCATE are refused as before.
create or replace function staff_audit_log_refuse_change() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' and current_setting('afya.retention', true) = 'on' and old.at < now() - interval '365 days' then
    return old;
  end if;
  raise exception 'staff_audit_log is append-only: % refused', tg_op using errcode = 'insufficient_privilege';
end
$$;
