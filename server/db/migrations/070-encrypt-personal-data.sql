-- Personal data at rest is encrypted (docs/decisions/034-encryption-at-rest.md, server/crypto/).
-- The server writes ciphertext (`enc:...` text, or the binary envelope in uploads.bytes) and, for
-- the columns the database must match on, a keyed blind index (`bi:...`) instead of the value.
-- Rows written before this migration are encrypted by the server at its next boot
-- (crypto/reencrypt.ts), so this file only changes what the columns may hold.

-- Coordinates are stored encrypted, so as text (the ciphertext of the number).
alter table services alter column latitude type text using latitude::text;
alter table services alter column longitude type text using longitude::text;

-- Pre-orders: phone_number holds ciphertext (random each time), so it can be neither unique nor
-- checked by a pattern here; phone_normalized holds its blind index and is the unique column.
alter table premium_pre_orders drop constraint if exists premium_pre_orders_phone_number_check;
alter table premium_pre_orders drop constraint if exists premium_pre_orders_phone_number_key;
alter table premium_pre_orders add column phone_normalized text unique;
update premium_pre_orders set phone_normalized = phone_number where phone_number is not null;
alter table premium_pre_orders add constraint premium_pre_orders_phone_indexed
  check ((phone_number is null) = (phone_normalized is null));
