-- Lead intake that holds when a botnet uses it: limits per client network and per normalised mailbox (so address
-- variants and the addresses of one IPv6 network do not multiply them), a proof of work whose difficulty rises with
-- the load, a spam score from signals that need no third party (leads above it are stored as spam, never refused),
-- and limits in bytes as well as characters.

-- ------------------------------------------------------------------------------------------------ settings
alter table private.contact_submission_settings
  add column proof_load_window interval not null default interval '10 minutes'
    check (proof_load_window between interval '1 minute' and interval '1 hour'),
  add column proof_level_thresholds integer[] not null default '{10,30}',
  add column proof_level_factors integer[] not null default '{4,16}',
  add column spam_threshold numeric not null default 3 check (spam_threshold > 0),
  add column spam_retention interval not null default interval '30 days' check (spam_retention >= interval '1 day'),
  add column same_text_window interval not null default interval '1 hour' check (same_text_window > interval '0'),
  add constraint contact_submission_settings_proof_levels_check check (
    cardinality(proof_level_thresholds) = cardinality(proof_level_factors)
    and 0 < all (proof_level_thresholds) and 1 <= all (proof_level_factors));

comment on column private.contact_submission_settings.per_email_max is
  'Höchstens so viele Anfragen pro Postfach (Adresse normalisiert: Kleinbuchstaben, ohne +Zusatz, bei Gmail ohne '
  'Punkte, internationale Domains in Punycode) ...';
comment on column private.contact_submission_settings.per_client_max is
  'Höchstens so viele Anfragen pro Client-Netz (IPv4: die Adresse, IPv6: das /64-Netz; nur als Hash mit geheimem '
  'Schlüssel gespeichert) ...';
comment on column private.contact_submission_settings.proof_load_window is
  'Die Schwierigkeit der Rechenaufgabe richtet sich nach den angenommenen Anfragen in diesem Zeitraum.';
comment on column private.contact_submission_settings.proof_level_thresholds is
  'Ab so vielen Anfragen im Zeitraum proof_load_window gilt die nächste Stufe (aufsteigend, z. B. {10,30}).';
comment on column private.contact_submission_settings.proof_level_factors is
  'Faktor der Schwierigkeit je Stufe (z. B. {4,16}: 4- bzw. 16-mal so viele Rechenschritte wie normal).';
comment on column private.contact_submission_settings.spam_threshold is
  'Ab dieser Spam-Punktzahl wird eine Anfrage als Spam gespeichert (keine automatische Antwort, keine '
  'Einzelbenachrichtigung). Die Regeln und ihre Gewichte: Tabelle private.contact_spam_rules.';
comment on column private.contact_submission_settings.spam_retention is
  'Als Spam gespeicherte Anfragen werden nach dieser Zeit gelöscht (außer Sie bestätigen sie als echt).';
comment on column private.contact_submission_settings.same_text_window is
  'Derselbe Nachrichtentext von mehreren Client-Netzen innerhalb dieses Zeitraums zählt als Spam-Merkmal.';

-- ------------------------------------------------------------------------------------------ the new columns
alter table public.contact_submissions
  -- set by the insert trigger from the address (private.assess_contact_submission); never sent by a client
  add column mailbox text not null default '',
  add column status text not null default 'lead',
  add column spam_score numeric(6, 2) not null default 0,
  add column spam_signals text[] not null default '{}',
  add constraint contact_submissions_status_check check (status in ('lead', 'spam')),
  -- characters alone let a message of emoji grow to four times its length
  add constraint contact_submissions_name_bytes_check check (octet_length(name) <= 600),
  add constraint contact_submissions_nachricht_bytes_check check (octet_length(nachricht) <= 12288);

comment on column public.contact_submissions.mailbox is
  'Das Postfach hinter der Adresse (private.normalised_mailbox): dafür zählen die Grenze pro Adresse, Auskunft und '
  'Löschung.';
comment on column public.contact_submissions.status is
  'lead (Anfrage) oder spam (nach den Spam-Regeln erkannt; keine automatische Antwort, Löschung nach 30 Tagen). '
  'Als echt bestätigen: select private.mark_contact_not_spam(''<id>'');';
comment on column public.contact_submissions.spam_score is 'Punktzahl der Spam-Regeln beim Eingang.';
comment on column public.contact_submissions.spam_signals is 'Die Spam-Merkmale, die beim Eingang zutrafen.';
comment on column public.contact_submissions.name is 'Name der anfragenden Person (1 bis 200 Zeichen, höchstens 600 Bytes).';
comment on column public.contact_submissions.nachricht is
  'Nachricht der anfragenden Person (10 bis 5000 Zeichen, höchstens 12 KB).';

update public.contact_submissions set mailbox = coalesce(private.normalised_mailbox(email), '');

drop index if exists public.contact_submissions_email_created_at_idx;
create index contact_submissions_mailbox_created_at_idx on public.contact_submissions (mailbox, created_at desc);
create index contact_submissions_domain_created_at_idx
  on public.contact_submissions (split_part(mailbox, '@', 2), created_at desc);
create index contact_submissions_spam_created_at_idx on public.contact_submissions (created_at) where status = 'spam';

-- ------------------------------------------------------------------------------------------- client network
-- What counts as one client: an IPv4 address (/32), or the /64 network of an IPv6 address, since every IPv6
-- subscriber gets at least a /64 and can use any address in it. IPv4-mapped IPv6 addresses count as IPv4. A value
-- that is no address at all is taken as given.
create function private.client_network(address text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  parsed inet;
begin
  if address is null or btrim(address) = '' then
    return null;
  end if;
  begin
    parsed := btrim(address)::inet;
  exception when others then
    return btrim(address);
  end;
  if family(parsed) = 6 and host(parsed) ~* '^::ffff:[0-9]+(\.[0-9]+){3}$' then
    parsed := substring(host(parsed) from 8)::inet;
  end if;
  if family(parsed) = 4 then
    return host(parsed);
  end if;
  return host(network(set_masklen(parsed, 64))) || '/64';
end
$$;
revoke all on function private.client_network(text) from public, anon, authenticated;
comment on function private.client_network(text) is
  'Das Netz, das als ein Client zählt: IPv4-Adresse oder IPv6-/64-Netz.';

-- The keyed hashes of the requesting client's network under the current and the previous key.
create function private.request_client_hashes()
returns bytea[]
language sql
stable
security definer
set search_path = ''
as $$
  select private.client_address_hashes(private.client_network(private.request_client_address()))
$$;
revoke all on function private.request_client_hashes() from public, anon, authenticated;

-- The same message text, whatever its case and spacing.
create function private.message_fingerprint(message text)
returns bytea
language sql
immutable
set search_path = ''
as $$
  select sha256(convert_to(lower(btrim(regexp_replace(coalesce(message, ''), '\s+', ' ', 'g'))), 'UTF8'))
$$;
revoke all on function private.message_fingerprint(text) from public, anon, authenticated;

alter table private.contact_client_submissions add column message_hash bytea;
create index contact_client_submissions_message_idx on private.contact_client_submissions (message_hash, created_at);
comment on column private.contact_client_submissions.message_hash is
  'SHA-256 des Nachrichtentexts (klein geschrieben, Leerraum vereinheitlicht), um denselben Text von mehreren '
  'Clients zu erkennen; wird mit der Zeile nach per_client_window gelöscht.';

-- -------------------------------------------------------------------------------------- difficulty by load
-- Accepted leads (API or not, spam or not) within the last `p_window`.
create function private.recent_contact_leads(p_window interval)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer from public.contact_submissions s where s.created_at > now() - p_window
$$;
revoke all on function private.recent_contact_leads(interval) from public, anon, authenticated;

-- The factor of the current difficulty level: 1 on a quiet day, then the factor of the highest threshold reached.
create function private.contact_proof_factor()
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(max(s.proof_level_factors[i]), 1)
    from private.contact_submission_settings s
   cross join lateral generate_subscripts(s.proof_level_thresholds, 1) i
   where private.recent_contact_leads(s.proof_load_window) >= s.proof_level_thresholds[i]
$$;
revoke all on function private.contact_proof_factor() from public, anon, authenticated;
comment on function private.contact_proof_factor() is
  'Faktor der Schwierigkeit der Rechenaufgabe nach der aktuellen Last (1, 4 oder 16 mit den Standardwerten).';

-- The challenge carries its difficulty in the signed salt. A challenge issued at a higher level stays valid when the
-- load falls, and one issued at a lower level stays valid when it rises (for its 10 minutes), so a visitor who is
-- typing is never refused for what other clients did.
create or replace function public.create_contact_challenge()
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  settings private.contact_submission_settings;
  difficulty integer;
  salt text;
  secret_number integer;
  challenge text;
begin
  select * into strict settings from private.contact_submission_settings;
  difficulty := least(settings.proof_max_number::bigint * private.contact_proof_factor(), 100000000)::integer;
  salt := encode(extensions.gen_random_bytes(12), 'hex')
    || '?expires=' || floor(extract(epoch from now() + settings.proof_lifetime))::bigint
    || '&maxnumber=' || difficulty || '&';
  secret_number := (('x' || encode(extensions.gen_random_bytes(4), 'hex'))::bit(32)::bigint % (difficulty + 1))::integer;
  challenge := encode(sha256(convert_to(salt || secret_number, 'UTF8')), 'hex');
  return json_build_object(
    'algorithm', 'SHA-256',
    'challenge', challenge,
    'maxnumber', difficulty,
    'salt', salt,
    'signature', encode(extensions.hmac(convert_to(challenge, 'UTF8'), (select secret from private.contact_challenge_key), 'sha256'), 'hex')
  );
end
$$;
comment on function public.create_contact_challenge() is
  'Gibt eine signierte Rechenaufgabe (ALTCHA, SHA-256) für das Kontaktformular aus; gültig für proof_lifetime. '
  'Die Schwierigkeit steigt mit der Zahl der Anfragen der letzten Minuten (proof_level_thresholds).';

-- ------------------------------------------------------------------------------------- verifying the proof
-- Unchanged checks; it now also returns what the browser reported with the proof: `form_ms` (milliseconds from
-- opening the form to sending), `honeypot` (the hidden field's value) and when the challenge was issued.
drop function private.spend_contact_proof(text);
create function private.spend_contact_proof(payload text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings private.contact_submission_settings;
  proof jsonb;
  salt text;
  challenge text;
  solution bigint;
  params text[];
  expires timestamptz;
  difficulty bigint;
  how_to constant text := 'Fetch a challenge with POST /rest/v1/rpc/create_contact_challenge, solve it and send '
    'base64(JSON {algorithm, challenge, number, salt, signature}) as proof_of_work.';
begin
  if payload is null or btrim(payload) = '' then
    raise exception using errcode = 'PT403', message = 'proof of work required',
      detail = 'The insert carries no proof_of_work.', hint = how_to;
  end if;

  begin
    if char_length(payload) > 2048 then
      raise exception 'too long';
    end if;
    proof := convert_from(decode(payload, 'base64'), 'UTF8')::jsonb;
    salt := proof ->> 'salt';
    challenge := proof ->> 'challenge';
    solution := (proof ->> 'number')::bigint;
    params := regexp_match(salt, '^[0-9a-f]{24}\?expires=([0-9]{1,12})&maxnumber=([0-9]{1,9})&$');
    if jsonb_typeof(proof) <> 'object' or proof ->> 'algorithm' <> 'SHA-256' or params is null
       or challenge !~ '^[0-9a-f]{64}$' or coalesce(proof ->> 'signature', '') !~ '^[0-9a-f]{64}$'
       or solution is null then
      raise exception 'shape';
    end if;
  exception when others then
    raise exception using errcode = 'PT403', message = 'proof of work malformed',
      detail = 'proof_of_work is not base64 JSON in the ALTCHA format of create_contact_challenge.', hint = how_to;
  end;

  if proof ->> 'signature' <> encode(extensions.hmac(convert_to(challenge, 'UTF8'),
       (select secret from private.contact_challenge_key), 'sha256'), 'hex') then
    raise exception using errcode = 'PT403', message = 'proof of work signature invalid',
      detail = 'The challenge was not issued by this database.', hint = how_to;
  end if;

  select * into strict settings from private.contact_submission_settings;
  expires := to_timestamp(params[1]::bigint);
  if expires <= now() or expires > now() + settings.proof_lifetime then
    raise exception using errcode = 'PT403', message = 'proof of work expired',
      detail = 'A challenge is valid for ' || (extract(epoch from settings.proof_lifetime) / 60)::integer || ' minutes.',
      hint = how_to;
  end if;

  difficulty := params[2]::bigint;
  if difficulty < settings.proof_max_number then
    raise exception using errcode = 'PT403', message = 'proof of work too easy',
      detail = 'The challenge has difficulty ' || difficulty || '; required is ' || settings.proof_max_number || '.',
      hint = how_to;
  end if;

  if solution < 0 or solution > difficulty
     or encode(sha256(convert_to(salt || solution, 'UTF8')), 'hex') <> challenge then
    raise exception using errcode = 'PT403', message = 'proof of work not solved',
      detail = 'sha256(salt || number) does not equal the challenge.', hint = how_to;
  end if;

  insert into private.contact_spent_challenges (challenge, expires_at) values (challenge, expires)
    on conflict do nothing;
  if not found then
    raise exception using errcode = 'PT403', message = 'proof of work already used',
      detail = 'Each solved challenge admits one submission.', hint = how_to;
  end if;

  return jsonb_build_object(
    'issued_at', expires - settings.proof_lifetime,
    'form_ms', case when jsonb_typeof(proof -> 'form_ms') = 'number' then proof -> 'form_ms' end,
    'honeypot', left(coalesce(proof ->> 'honeypot', ''), 200));
end
$$;
revoke all on function private.spend_contact_proof(text) from public, anon, authenticated;

-- Keeps what the proof reported for the spam score (a transaction-local setting, read by the score trigger of the
-- same row); an insert that is not an API insert leaves it empty.
create or replace function private.check_contact_submission_proof()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  requester text := current_setting('role', true);
  rows_so_far integer;
  reported jsonb;
begin
  if requester in ('anon', 'authenticated') then
    rows_so_far := coalesce(nullif(current_setting('contact_intake.statement_rows', true), ''), '0')::integer + 1;
    perform set_config('contact_intake.statement_rows', rows_so_far::text, true);
    if rows_so_far > 1 then
      raise exception using errcode = 'PT400', message = 'one submission per request',
        detail = 'An insert through the API may carry one row, not an array of rows.',
        hint = 'Send each submission with its own solved challenge in its own request.';
    end if;
    reported := private.spend_contact_proof(new.proof_of_work);
    perform set_config('contact_intake.client_signals', reported::text, true);
  else
    perform set_config('contact_intake.client_signals', '', true);
  end if;
  new.proof_of_work := null;
  return new;
end
$$;

-- ------------------------------------------------------------------------------------------------ spam rules
-- The rules are data: the owner can change a weight or a parameter in the dashboard (Table Editor, schema private)
-- without a migration. What each rule measures is fixed in private.contact_spam_assessment.
create table private.contact_spam_rules (
  rule text primary key check (rule in
    ('honeypot', 'fast_fill', 'no_browser_timing', 'links', 'non_latin', 'english', 'repeated', 'spam_phrases',
     'same_text')),
  weight numeric not null check (weight >= 0),
  parameter numeric,
  description text not null
);
comment on table private.contact_spam_rules is
  'Spam-Regeln und ihre Gewichte. Die Punkte aller zutreffenden Regeln werden addiert; ab spam_threshold '
  '(private.contact_submission_settings) ist die Anfrage Spam. Gewicht 0 schaltet eine Regel ab.';
insert into private.contact_spam_rules (rule, weight, parameter, description) values
  ('honeypot', 3, null, 'Das versteckte Feld, das nur Bots ausfüllen, ist ausgefüllt.'),
  ('fast_fill', 2, 3000,
   'Das Formular wurde in weniger als parameter Millisekunden ausgefüllt und gesendet (kein Mensch ist so schnell).'),
  ('no_browser_timing', 3, null,
   'Die Anfrage kam über die API ohne die Zeitmessung des Formulars: ein Skript, nicht die Website (die sendet sie '
   'immer). Eigene Anbindungen nutzen den service_role-Schlüssel.'),
  ('links', 1, 1, 'Je Link über parameter hinaus (die eigene Website darf jede Anfrage nennen).'),
  ('non_latin', 3, 0.5, 'Weniger als dieser Anteil der Buchstaben ist lateinisch (z. B. kyrillischer Werbetext).'),
  ('english', 1, 3,
   'Die Nachricht ist englisch (mindestens parameter häufige englische Wörter, höchstens 2 deutsche; wer eine '
   'englische Mail zitiert und auf Deutsch fragt, zählt nicht); allein nie Spam, auch echte Anfragen kommen auf '
   'Englisch.'),
  ('repeated', 2, 10, 'Ein Buchstabe oder eine Ziffer parameter-mal hintereinander oder ein Wort 6-mal hintereinander.'),
  ('spam_phrases', 1, 2.5,
   'Summe der Gewichte bekannter Werbephrasen (Tabelle private.contact_spam_phrases), höchstens parameter: Phrasen '
   'allein machen keinen Spam, denn echte Anfragen zitieren auch einmal eine Werbemail.'),
  ('same_text', 3, 2,
   'Derselbe Text kam schon von mindestens parameter anderen Client-Netzen (same_text_window). Nicht schon ab 1: zwei '
   'Menschen können denselben vorausgefüllten Text eines Links senden.');

create table private.contact_spam_phrases (
  phrase text primary key check (phrase = lower(phrase) and char_length(phrase) >= 3),
  weight numeric not null check (weight > 0)
);
comment on table private.contact_spam_phrases is
  'Bekannte Werbe- und Bot-Phrasen (klein geschrieben), mit Gewicht; Treffer in Name oder Nachricht zählen.';
insert into private.contact_spam_phrases (phrase, weight) values
  ('[url=', 3), ('<a href', 3), ('[/url]', 1), ('lorem ipsum', 2),
  ('seo services', 2), ('seo service', 1), ('first page of google', 2), ('1st page of google', 2),
  ('page 1 of google', 2), ('rank your website', 2), ('ranking your website', 2), ('your website ranking', 2),
  ('guest post', 2), ('backlink', 1), ('link building', 2), ('domain authority', 2), ('da 50', 1), ('dr 50', 1),
  ('increase your traffic', 2), ('more traffic', 1), ('organic traffic', 1), ('monthly seo', 2),
  ('web design services', 2), ('website redesign', 1), ('app development', 1), ('offshore', 1),
  ('dear business owner', 2), ('dear sir', 1), ('dear website owner', 2), ('hello sir', 1),
  ('i was checking your website', 2), ('i came across your website', 1), ('i noticed your website', 2),
  ('send me the price', 1), ('price list', 1), ('your products', 1), ('reply with', 1),
  ('unsubscribe', 1), ('opt out', 1), ('opt-out', 1),
  ('bitcoin', 2), ('crypto', 1), ('btc', 1), ('usdt', 2), ('forex', 2), ('binary option', 2), ('investment opportunity', 2),
  ('passive income', 2), ('casino', 2), ('betting', 1), ('free spins', 2), ('jackpot', 2),
  ('loan', 1), ('credit offer', 2), ('no credit check', 2),
  ('viagra', 3), ('cialis', 3), ('dating', 1), ('sexy', 2), ('adult', 1),
  ('email list', 2), ('mailing list', 1), ('business leads', 2), ('leads database', 2), ('b2b database', 2),
  ('buy followers', 2), ('follower kaufen', 2), ('likes kaufen', 2), ('real followers', 2),
  ('your domain', 1), ('domain expir', 2), ('invoice attached', 2), ('verify your account', 2), ('click here', 2),
  ('platz 1 bei google', 1), ('top-platzierung', 1), ('seo-agentur', 1), ('wir sind ein führendes', 2),
  ('sehr geehrte damen und herren, wir', 1), ('kostenlose seo-analyse', 2), ('backlinks kaufen', 2),
  ('gastbeitrag', 1), ('sponsored post', 2), ('whatsapp me', 1), ('telegram', 1),
  ('{{company', 3), ('{{website', 3), ('get more leads', 2), ('more leads', 1), ('leads and sales', 2), ('are you interested', 1),
  ('let me know if you', 1), ('quick question', 1), ('no obligation', 2), ('free audit', 2), ('free trial', 1),
  ('limited time', 1), ('100% guaranteed', 2), ('guaranteed results', 2), ('marketing services', 1),
  ('herzlichen glückwunsch', 1), ('sie haben gewonnen', 2), ('gewinnspiel', 1), ('ohne rezept', 2),
  ('potenzmittel', 3), ('schlankheit', 2), ('dear sir/madam', 2), ('dear sir or madam', 2);

revoke all on table private.contact_spam_rules, private.contact_spam_phrases from public, anon, authenticated;
grant select on table private.contact_spam_rules, private.contact_spam_phrases to service_role;

-- The score of one lead and the signals that made it. `p_signals` (all optional):
--   api               true for an insert through the API (anon key)
--   form_ms           the browser's time from opening the form to sending, in milliseconds
--   issued_at         when the challenge of the proof was issued (the fallback for form_ms)
--   honeypot          the hidden field's value
--   same_text_clients how many other client networks sent the same text within same_text_window
create function private.contact_spam_assessment(p_name text, p_nachricht text, p_signals jsonb default '{}')
returns table (score numeric, signals text[])
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  rule record;
  text_all text := coalesce(p_name, '') || E'\n' || coalesce(p_nachricht, '');
  lowered text := lower(coalesce(p_name, '') || E'\n' || coalesce(p_nachricht, ''));
  api boolean := coalesce((p_signals ->> 'api')::boolean, false);
  fill_ms numeric;
  links integer;
  latin integer;
  other_script integer;
  phrase_sum numeric;
  phrases text[];
  english integer;
  german integer;
begin
  score := 0;
  signals := '{}';
  fill_ms := coalesce((p_signals ->> 'form_ms')::numeric,
    case when p_signals ? 'issued_at' then extract(epoch from now() - (p_signals ->> 'issued_at')::timestamptz) * 1000 end);

  for rule in select * from private.contact_spam_rules r where r.weight > 0 order by r.rule loop
    case rule.rule
      when 'honeypot' then
        if btrim(coalesce(p_signals ->> 'honeypot', '')) <> '' then
          score := score + rule.weight;
          signals := signals || 'honeypot'::text;
        end if;
      when 'fast_fill' then
        if api and fill_ms is not null and fill_ms < rule.parameter then
          score := score + rule.weight;
          signals := signals || format('fast_fill:%sms', round(fill_ms));
        end if;
      when 'no_browser_timing' then
        if api and coalesce(jsonb_typeof(p_signals -> 'form_ms'), 'null') <> 'number' then
          score := score + rule.weight;
          signals := signals || 'no_browser_timing'::text;
        end if;
      when 'links' then
        -- "https://www.x" is one link, not two
        links := regexp_count(text_all, '(https?://|(^|[^/])www\.|\[url|<a\s)', 1, 'i');
        if links > coalesce(rule.parameter, 0) then
          score := score + rule.weight * (links - coalesce(rule.parameter, 0));
          signals := signals || format('links:%s', links);
        end if;
      when 'non_latin' then
        latin := char_length(regexp_replace(coalesce(p_nachricht, ''), '[^A-Za-z\u00C0-\u024F]', '', 'g'));
        other_script := char_length(regexp_replace(coalesce(p_nachricht, ''),
          '[^\u0370-\u03FF\u0400-\u052F\u0530-\u058F\u0590-\u05FF\u0600-\u06FF\u0900-\u097F\u0E00-\u0E7F\u3040-\u30FF\u3400-\u4DBF\u4E00-\u9FFF\uAC00-\uD7AF]',
          '', 'g'));
        if latin + other_script > 0 and latin::numeric / (latin + other_script) < rule.parameter then
          score := score + rule.weight;
          signals := signals || format('non_latin:%s', round(latin::numeric / (latin + other_script), 2));
        end if;
      when 'english' then
        english := regexp_count(lowered, '\m(the|and|you|your|we|our|is|are|for|with|this|that|have|will|can|to|of)\M');
        german := regexp_count(lowered, '\m(der|die|das|und|ich|sie|wir|ist|nicht|mit|für|ein|eine|zu|auf|bei|mein|meine)\M');
        if english >= coalesce(rule.parameter, 3) and german <= 2 then
          score := score + rule.weight;
          signals := signals || 'english'::text;
        end if;
      when 'repeated' then
        -- letters and digits only: a line of dashes or stars is a separator, not a bot
        if text_all ~ ('([A-Za-z0-9\u00C0-\u024F\u0400-\u04FF])\1{' || greatest(coalesce(rule.parameter, 10)::integer - 1, 1) || ',}')
           or lowered ~ '(\m\w{2,}\M)(\W+\1\M){5,}' then
          score := score + rule.weight;
          signals := signals || 'repeated'::text;
        end if;
      when 'spam_phrases' then
        select coalesce(sum(p.weight), 0), array_agg(p.phrase order by p.phrase)
          into phrase_sum, phrases
          from private.contact_spam_phrases p
         where strpos(lowered, p.phrase) > 0;
        if phrase_sum > 0 then
          score := score + rule.weight * least(phrase_sum, coalesce(rule.parameter, phrase_sum));
          signals := signals || format('phrases:%s', array_to_string(phrases, '|'));
        end if;
      when 'same_text' then
        if coalesce((p_signals ->> 'same_text_clients')::integer, 0) >= coalesce(rule.parameter, 1) then
          score := score + rule.weight;
          signals := signals || format('same_text:%s', (p_signals ->> 'same_text_clients')::integer);
        end if;
    end case;
  end loop;
  return next;
end
$$;
revoke all on function private.contact_spam_assessment(text, text, jsonb) from public, anon, authenticated;
grant execute on function private.contact_spam_assessment(text, text, jsonb) to service_role;
comment on function private.contact_spam_assessment(text, text, jsonb) is
  'Spam-Punktzahl und zutreffende Merkmale einer Anfrage nach den Regeln in private.contact_spam_rules.';

-- BEFORE INSERT (after the proof check and the text cleaning): the normalised mailbox and the spam score.
create function private.assess_contact_submission()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings private.contact_submission_settings;
  requester text := current_setting('role', true);
  reported jsonb := coalesce(nullif(current_setting('contact_intake.client_signals', true), ''), '{}')::jsonb;
  hashes bytea[];
  same_text integer := 0;
  assessed record;
begin
  select * into strict settings from private.contact_submission_settings;
  -- an address that is no address gets no mailbox; the address's own constraint then says what is wrong
  new.mailbox := coalesce(private.normalised_mailbox(new.email), '');
  if requester in ('anon', 'authenticated') then
    hashes := private.request_client_hashes();
    select count(distinct c.client_hash) into same_text
      from private.contact_client_submissions c
     where c.message_hash = private.message_fingerprint(new.nachricht)
       and c.created_at > now() - settings.same_text_window
       and c.client_hash <> all (hashes);
    reported := reported || jsonb_build_object('api', true, 'same_text_clients', same_text);
  end if;
  select * into assessed from private.contact_spam_assessment(new.name, new.nachricht, reported);
  new.spam_score := least(assessed.score, 9999);
  new.spam_signals := assessed.signals;
  new.status := case when assessed.score >= settings.spam_threshold then 'spam' else 'lead' end;
  return new;
end
$$;
revoke all on function private.assess_contact_submission() from public, anon, authenticated;

-- named so that it fires after contact_submissions_check_proof and contact_submissions_clean_text
create trigger contact_submissions_score
  before insert on public.contact_submissions
  for each row execute function private.assess_contact_submission();

-- The owner's one call when a real inquiry was taken for spam: it becomes a lead and both its mails go out.
create function private.mark_contact_not_spam(p_submission_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  lead public.contact_submissions;
  clock timestamptz := private.contact_delivery_now();
begin
  update public.contact_submissions s set status = 'lead' where s.id = p_submission_id and s.status = 'spam'
  returning s.* into lead;
  if lead.id is null then
    return format('nothing to do: no spam lead %s', p_submission_id);
  end if;
  update public.contact_deliveries d
     set status = 'pending',
         released_at = now(),
         attempts = 0,
         next_attempt_at = clock + s.first_retry_after,
         retry_until = clock + s.give_up_after,
         reported_in = null,
         reported_as = null,
         updated_at = now()
    from private.contact_delivery_settings s
   where d.submission_id = p_submission_id
     and d.status in ('held', 'bundled');
  perform private.invoke_contact_autoreply(p_submission_id, 'manual');
  return format('%s (%s) ist jetzt eine Anfrage; die automatische Antwort und die Benachrichtigung gehen in den '
    'nächsten Sekunden hinaus', lead.id, lead.name);
end
$$;
revoke all on function private.mark_contact_not_spam(uuid) from public, anon, authenticated;
comment on function private.mark_contact_not_spam(uuid) is
  'Bestätigt eine als Spam erkannte Anfrage als echt und sendet ihre E-Mails: '
  'select private.mark_contact_not_spam(''<anfrage_id>'');';

-- ------------------------------------------------------------------------------------------------ the limits
-- Per client network and per mailbox (both normalised), no duplicate text to one mailbox; the refusals are the same
-- as before. The client's row also keeps a fingerprint of the text for the same-text spam rule.
create or replace function private.enforce_contact_submission_limits()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  requester text := current_setting('role', true);
  limits private.contact_submission_settings;
  hashes bytea[];
  recent integer;
begin
  if requester is null or requester not in ('anon', 'authenticated') then
    return null;
  end if;

  select * into strict limits from private.contact_submission_settings;
  hashes := private.request_client_hashes();

  perform pg_advisory_xact_lock(hashtextextended('contact client ' || encode(hashes[1], 'hex'), 0));
  perform pg_advisory_xact_lock(hashtextextended('contact email ' || new.mailbox, 0));

  select count(*) into recent from private.contact_client_submissions c
   where c.client_hash = any (hashes)
     and c.created_at > now() - limits.per_client_window;
  if recent >= limits.per_client_max then
    raise exception using
      errcode = 'PT429',
      message = 'too many submissions from this client',
      detail = 'At most ' || limits.per_client_max || ' submissions per client within ' || (extract(epoch from limits.per_client_window) / 60)::integer || ' minutes.',
      hint = 'Try again later.';
  end if;

  if exists (
    select 1 from public.contact_submissions s
     where s.mailbox = new.mailbox
       and private.message_fingerprint(s.nachricht) = private.message_fingerprint(new.nachricht)
       and s.id <> new.id
       and s.created_at > now() - limits.duplicate_window
  ) then
    raise exception using
      errcode = 'PT429',
      message = 'duplicate submission',
      detail = 'The same message from this address arrived less than ' || (extract(epoch from limits.duplicate_window) / 60)::integer || ' minutes ago.',
      hint = 'Wait before sending the same message again.';
  end if;

  select count(*) into recent from public.contact_submissions s
   where s.mailbox = new.mailbox
     and s.created_at > now() - limits.per_email_window;
  if recent > limits.per_email_max then
    raise exception using
      errcode = 'PT429',
      message = 'too many submissions from this address',
      detail = 'At most ' || limits.per_email_max || ' submissions per address within ' || (extract(epoch from limits.per_email_window) / 60)::integer || ' minutes.',
      hint = 'Try again later.';
  end if;

  insert into private.contact_client_submissions (client_hash, message_hash)
  values (hashes[1], private.message_fingerprint(new.nachricht));
  return null;
end
$$;

-- ----------------------------------------------------------------------------------- data subject requests
-- Access and erasure find a person by mailbox, as the per-address limit counts them: "Anna.Mueller+news@gmail.com"
-- and "annamueller@googlemail.com" are one person.
create or replace function private.normalised_contact_email(p_email text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_email is null or btrim(p_email) = '' then
    raise exception using errcode = '22023', message = 'an e-mail address is required',
      hint = 'Pass the address exactly as the person gave it; case does not matter.';
  end if;
  return private.normalised_mailbox(p_email);
end
$$;
comment on function private.normalised_contact_email(text) is
  'Das Postfach, nach dem Auskunft und Löschung suchen (private.normalised_mailbox).';
