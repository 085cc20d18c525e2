-- Retention for two tables strangers can write to (docs/decisions/032-forged-notifications-and-uploads.md):
-- notifications about orders we never made (payment_events 'review:unknown_notification', kept at
-- most UNKNOWN_NOTIFICATIONS_MAX rows and UNKNOWN_NOTIFICATIONS_KEEP_DAYS days), and uploads never
-- attached to a booking (deleted after a day). These indexes keep the count and the purges cheap.

create index payment_events_unknown_notifications on payment_events (created_at)
  where kind = 'review:unknown_notification';

create index uploads_created_at on uploads (created_at);

create index services_attachment_id on services (attachment_id) where attachment_id is not null;
