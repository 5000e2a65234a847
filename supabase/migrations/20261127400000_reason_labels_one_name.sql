-- One name per offer across the site, the mails and the dashboard: the free video is the "Testvideo", and the site
-- says "Leistung" where it used to say "Service" (supabase/functions/_shared/reasons.ts holds the same words; a
-- contract test holds this table to that module).
update private.contact_reason_labels set bezeichnung = 'Kostenloses Testvideo anfordern' where grund = 'gratis-video';
update private.contact_reason_labels set bezeichnung = 'Eine bestimmte Leistung' where grund = 'service-spezifisch';
