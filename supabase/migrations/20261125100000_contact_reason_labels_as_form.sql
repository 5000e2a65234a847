-- The dashboard's words for the contact reasons are the form's words (supabase/functions/_shared/reasons.ts, which
-- the form and the mails share; a contract test holds this table to that module).
update private.contact_reason_labels set bezeichnung = 'Kostenloses Werbevideo anfordern' where grund = 'gratis-video';
update private.contact_reason_labels set bezeichnung = 'Spezifischer Service' where grund = 'service-spezifisch';
