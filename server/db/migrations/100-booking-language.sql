-- The language a booking was made in (issue 20; decision 060): its confirmation and payment mails
-- are written in it. Null for a booking made before the site spoke Kiswahili (its mails are English).
alter table services add column language text check (language in ('en', 'sw'));
