-- The sandbox provider's approve, decline and cancel are bound to the browser that started the
-- payment (docs/decisions/048): a random secret per sandbox order, set as a cookie scoped to that
-- order's page when the payment starts; a decision without it changes nothing. Orders made before
-- this migration have none and can no longer be decided (the sandbox moves no money: start again).
alter table sandbox_payment_orders add column payer_secret text;
