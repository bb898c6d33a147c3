-- Seeded demo templates had the WABA id plus a 3-digit serial as provider id (18 digits), more than
-- a JSON number holds exactly: a status webhook naming them by a numeric `message_template_id`, as
-- Meta sends it, could never match. They take the seed's 16-digit form (server/seed/seeded-template-id.ts):
-- '1', the WABA id's last 12 digits, the serial.
update whatsapp_templates
   set provider_id = '1' || lpad(right(waba_id, 12), 12, '0') || right(provider_id, 3)
 where provider_id ~ '^[0-9]+$'
   and length(provider_id) = length(waba_id) + 3
   and left(provider_id, length(waba_id)) = waba_id;
