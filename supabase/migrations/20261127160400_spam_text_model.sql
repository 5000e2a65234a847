-- The spam text model: a Bayesian classifier over the words and shapes of a lead's text, computed in Postgres
-- where the spam score is computed (the BEFORE INSERT trigger of contact_intake.sql), with no third party. The rules
-- of contact_intake.sql weigh what a client reports (form timing, honeypot), which a script can fake; the model
-- weighs what a person sees at a glance: a casino advert reads like one however slowly it was typed.
--
-- How it works:
--   - private.spam_tokens turns name and message into a set of tokens: lower-cased words, word bigrams, and marker
--     tokens (starting with "~") for shapes: links and their top-level domain, e-mail addresses, HTML or BBCode,
--     template placeholders, non-Latin scripts (CJK also as single characters and character pairs), words in
--     capitals, phone numbers and long digit runs, money, gibberish of letters and digits, consonant runs.
--   - The model is a count per token of the spam and of the real inquiries (ham) it occurred in, and the number of
--     documents of each class. Every document counts a token once.
--   - private.spam_text_probability gives each known token its log-odds, ln(P(token | spam) / P(token | ham)), each
--     probability the share of the class's documents with the token, Laplace-smoothed ((count + 1) / (documents + 2)),
--     so its spamminess is f = P(token | spam) / (P(token | spam) + P(token | ham)) with equal priors. It keeps the 15
--     tokens that say the most either way and combines their f as Robinson does (geometric means: P = 1 - (prod
--     (1 - f))^(1/n), Q = 1 - (prod f)^(1/n), spamminess (1 + (P - Q) / (P + Q)) / 2), returned with those tokens for
--     the explanation. A text of unknown tokens gets 0.5.
--     Why not the naive Bayes sum of the log-odds through a sigmoid: it counts correlated tokens (a word and its
--     pairs) as independent evidence and lands at 0.99 and above for an English inquiry, whose everyday English words
--     the corpus knows mostly from spam; held out on the corpus grown to 221 inquiries, 5 of them scored as spam that
--     way, none with Robinson's mean, which stays near 0.6 when the evidence is mixed
--     (docs/decisions/2026-11-28-spam-text-model.md).
--   - The rule `text_model` of private.contact_spam_rules turns the spamminess into points (contact_spam_assessment).
--   - It learns from documents: the seed (20261127160500_spam_model_seed.sql, generated from the test corpus by
--     tools/spam-seed.ts) and the owner's marks (private.mark_contact_spam / mark_contact_not_spam). A mark of a lead
--     that was already trained with the other label moves its counts; marking it twice counts it once.
--
-- A trained document keeps the lead's tokens (not its text) so that a later mark can move them. It is deleted with the
-- lead (retention, erasure); its counts stay in the model, except on erasure (public.erase_contact_data untrains it).

-- ------------------------------------------------------------------------------------------------------ tokens
create function private.spam_tokens(p_name text, p_message text)
returns text[]
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  -- 12 KB of message and 600 bytes of name at most (constraints of contact_submissions); the cap guards direct calls
  original text := left(coalesce(p_name, '') || E'\n' || coalesce(p_message, ''), 20000);
  lowered text;
  cjk constant text := '[\u3040-\u30FF\u3400-\u4DBF\u4E00-\u9FFF\uAC00-\uD7AF]';
  tokens text[] := '{}';
  found_match text[];
  domain text;
  run text;
  word text;
  previous text;
  cjk_tokens integer := 0;
  -- the commonest German and English function words: they say which language a text is in, not whether it is spam
  -- (real inquiries come in English too, spam in German too), and would outweigh the words that do
  stopwords constant text[] := array[
    'der', 'die', 'das', 'den', 'dem', 'des', 'ein', 'eine', 'einen', 'einem', 'einer', 'eines', 'und', 'oder',
    'aber', 'ich', 'du', 'sie', 'er', 'es', 'wir', 'ihr', 'uns', 'mir', 'mich', 'ist', 'sind', 'war', 'bin',
    'hat', 'habe', 'haben', 'wird', 'werden', 'kann', 'können', 'nicht', 'mit', 'für', 'zu', 'zum', 'zur', 'auf',
    'bei', 'in', 'im', 'an', 'am', 'von', 'vom', 'aus', 'als', 'auch', 'so', 'wie', 'was', 'dass', 'noch', 'nur',
    'the', 'and', 'or', 'but', 'you', 'your', 'we', 'our', 'us', 'is', 'are', 'was', 'be', 'been', 'have', 'has',
    'will', 'can', 'to', 'of', 'in', 'on', 'at', 'for', 'with', 'this', 'that', 'it', 'my', 'me', 'an', 'as',
    'by', 'from', 'do', 'if', 'so'];
begin
  -- a quoted or forwarded mail is not the sender's words (someone asks whether an advert they got is genuine): its
  -- lines ("> …") and the forward's header lines leave the text, and a marker says that something was quoted
  if original ~ '(^|\n)[ \t]*>' or original ~* '(weitergeleitete|ursprüngliche) nachricht|forwarded message|original message' then
    tokens := tokens || '~quoted'::text;
    original := regexp_replace(original, '^[ \t]*>.*$', '', 'gn');
    original := regexp_replace(original,
      '^.*((weitergeleitete|ursprüngliche) nachricht|forwarded message|original message).*$|^[ \t]*(von|from|an|to|datum|date|gesendet|sent|betreff|subject):.*$',
      '', 'gni');
  end if;
  lowered := lower(original);

  -- links ("https://www.x.ru/…" is one link) and the top-level domain each points to
  for found_match in select regexp_matches(lowered, '(?:https?://|\mwww\.)([^\s/?#:<>"''()\[\]]+)', 'g') loop
    tokens := tokens || '~link'::text;
    domain := rtrim(found_match[1], '.,;!');
    if domain ~ '\.[a-z]{2,24}$' then
      tokens := tokens || ('~tld:' || substring(domain from '\.([a-z]{2,24})$'));
    end if;
  end loop;
  if lowered ~ '[[:alnum:]._%+-]+@[[:alnum:]-]+(\.[[:alnum:]-]+)*\.[[:alpha:]]{2,}' then
    tokens := tokens || '~email'::text;
  end if;
  -- a link or an address counts by these markers, not again by the words it is made of ("https", "www", "com")
  lowered := regexp_replace(lowered, '(https?://|\mwww\.)[^\s<>"''()\[\]]*|[[:alnum:]._%+-]+@[[:alnum:]-]+(\.[[:alnum:]-]+)*\.[[:alpha:]]{2,}', ' ', 'g');
  if lowered ~ '<\s*/?\s*(a|p|b|i|u|div|span|br|img|strong|em|font|h[1-6])\M[^>]*>|\[/?(url|b|i|u|img|link|color|size)[]=]' then
    tokens := tokens || '~markup'::text;
  end if;
  if lowered ~ '\{\{[^}]{1,60}\}\}|\[(your|company|firma|name|website|first|vorname|nachname|unternehmen)[^]]{0,40}\]|%[a-z_]{3,30}%' then
    tokens := tokens || '~placeholder'::text;
  end if;

  -- scripts other than Latin
  if original ~ '[\u0400-\u052F]' then tokens := tokens || '~script:cyrillic'::text; end if;
  if original ~ '[\u0370-\u03FF]' then tokens := tokens || '~script:greek'::text; end if;
  if original ~ '[\u0590-\u05FF\u0600-\u06FF]' then tokens := tokens || '~script:arabic_hebrew'::text; end if;
  if original ~ '[\u0900-\u0DFF\u0E00-\u0E7F]' then tokens := tokens || '~script:indic_thai'::text; end if;
  if original ~ cjk then
    tokens := tokens || '~script:cjk'::text;
    -- CJK writes no spaces: single characters and character pairs are its words (at most 400 of them)
    for found_match in select regexp_matches(original, cjk || '+', 'g') loop
      run := found_match[1];
      for i in 1 .. char_length(run) loop
        exit when cjk_tokens >= 400;
        tokens := tokens || substr(run, i, 1);
        if i < char_length(run) then
          tokens := tokens || substr(run, i, 2);
        end if;
        cjk_tokens := cjk_tokens + 2;
      end loop;
    end loop;
  end if;

  -- shapes of writing: shouting, phone numbers and long digit runs, money
  if original ~ '\m[[:upper:]]{4,}\M' then tokens := tokens || '~caps'::text; end if;
  if original ~ '(\+|\m00)[1-9][0-9 ()/.-]{7,}[0-9]' then tokens := tokens || '~phone'::text; end if;
  if original ~ '[0-9]{7,}' then tokens := tokens || '~digits'::text; end if;
  if lowered ~ '[€$£¥₿]|\m(usd|eur|gbp|usdt|euro|dollars?)\M' then tokens := tokens || '~money'::text; end if;

  -- words (Unicode letters and digits, 2 to 30 characters; CJK above) and the pairs of neighbouring words
  for word in select w from regexp_split_to_table(lowered, '[^[:alnum:]]+') as w loop
    -- numbers alone say little (a year, a price); the markers above carry their shapes
    continue when char_length(word) not between 2 and 30 or word ~ cjk or word ~ '^[0-9]+$' or word = any (stopwords);
    tokens := tokens || word;
    if previous is not null then
      tokens := tokens || (previous || ' ' || word);
    end if;
    previous := word;
    if char_length(word) >= 6 and word ~ '[0-9]' and word ~ '[^0-9]' and word !~ '^[0-9]+(er|te|ten|th|st|nd|rd)$' then
      tokens := tokens || '~mixed'::text;
    end if;
    if word ~ '^[bcdfghjklmnpqrstvwxz]{5,}$' and word not in ('https', 'http', 'html') then
      tokens := tokens || '~novowel'::text;
    end if;
  end loop;

  return array(select distinct t from unnest(tokens) t order by t);
end
$$;
comment on function private.spam_tokens is 'The tokens of a lead''s text for the spam text model: words, word pairs and ~markers of shapes.';

-- ------------------------------------------------------------------------------------------------------ model
create table private.spam_model_tokens (
  token text primary key,
  spam_count integer not null default 0 check (spam_count >= 0),
  ham_count integer not null default 0 check (ham_count >= 0)
);
comment on table private.spam_model_tokens is
  'Spam-Textmodell: je Wort oder Merkmal, in wie vielen Spam-Texten (spam_count) und echten Anfragen (ham_count) es '
  'vorkam. Gelernt aus den Beispieltexten und Ihren Markierungen (mark_contact_spam / mark_contact_not_spam).';

create table private.spam_model_totals (
  id boolean primary key default true check (id),
  spam_documents integer not null default 0 check (spam_documents >= 0),
  ham_documents integer not null default 0 check (ham_documents >= 0)
);
insert into private.spam_model_totals default values;
comment on table private.spam_model_totals is 'Spam-Textmodell: wie viele Spam-Texte und echte Anfragen es gelernt hat (eine Zeile).';

create table private.spam_model_documents (
  id bigint generated always as identity primary key,
  label text not null check (label in ('spam', 'ham')),
  tokens text[] not null,
  source text not null check (source in ('seed', 'owner')),
  submission_id uuid unique references public.contact_submissions (id) on delete cascade,
  trained_at timestamptz not null default now(),
  constraint spam_model_documents_owner_check check ((source = 'owner') = (submission_id is not null))
);
comment on table private.spam_model_documents is
  'Spam-Textmodell: jeder gelernte Text als Menge seiner Wörter (nicht der Text selbst), mit Einstufung und Herkunft '
  '(seed: Beispieltexte, owner: Ihre Markierung einer Anfrage). Eine erneute Markierung derselben Anfrage verschiebt '
  'ihre Zählung; wird die Anfrage gelöscht, geht dieser Eintrag mit, die Zählung bleibt (außer bei Löschung auf Antrag).';

-- Counts one document's tokens (each once) for its class.
create function private.train_spam_model(p_tokens text[], p_label text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if p_label is null or p_label not in ('spam', 'ham') then
    raise exception using errcode = '22023', message = 'label must be spam or ham';
  end if;
  insert into private.spam_model_tokens as m (token, spam_count, ham_count)
  select t, (p_label = 'spam')::integer, (p_label = 'ham')::integer
    from (select distinct unnest(p_tokens) as t) tokens
   where t is not null
  on conflict (token) do update
    set spam_count = m.spam_count + excluded.spam_count,
        ham_count = m.ham_count + excluded.ham_count;
  update private.spam_model_totals
     set spam_documents = spam_documents + (p_label = 'spam')::integer,
         ham_documents = ham_documents + (p_label = 'ham')::integer;
end
$$;
comment on function private.train_spam_model is 'Adds one document''s tokens to the spam text model under label spam or ham.';

-- Takes one document's counts out again (the opposite of train_spam_model with the same tokens and label).
create function private.untrain_spam_model(p_tokens text[], p_label text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if p_label is null or p_label not in ('spam', 'ham') then
    raise exception using errcode = '22023', message = 'label must be spam or ham';
  end if;
  update private.spam_model_tokens m
     set spam_count = greatest(m.spam_count - (p_label = 'spam')::integer, 0),
         ham_count = greatest(m.ham_count - (p_label = 'ham')::integer, 0)
   where m.token = any (p_tokens);
  delete from private.spam_model_tokens m where m.token = any (p_tokens) and m.spam_count = 0 and m.ham_count = 0;
  update private.spam_model_totals
     set spam_documents = greatest(spam_documents - (p_label = 'spam')::integer, 0),
         ham_documents = greatest(ham_documents - (p_label = 'ham')::integer, 0);
end
$$;
comment on function private.untrain_spam_model is 'Removes one document''s tokens from the spam text model (the reverse of train_spam_model).';

-- The owner's label for one lead: trains its tokens once; a lead trained with the other label before moves over.
-- Returns what happened: trained, relabelled, unchanged or missing (no such lead).
create function private.teach_spam_model(p_submission_id uuid, p_label text)
returns text
language plpgsql
set search_path = ''
as $$
declare
  doc private.spam_model_documents;
  lead_tokens text[];
begin
  select * into doc from private.spam_model_documents d where d.submission_id = p_submission_id for update;
  if found then
    if doc.label = p_label then
      return 'unchanged';
    end if;
    perform private.untrain_spam_model(doc.tokens, doc.label);
    perform private.train_spam_model(doc.tokens, p_label);
    update private.spam_model_documents d set label = p_label, trained_at = now() where d.id = doc.id;
    return 'relabelled';
  end if;
  select private.spam_tokens(s.name, s.nachricht) into lead_tokens
    from public.contact_submissions s where s.id = p_submission_id;
  if lead_tokens is null then
    return 'missing';
  end if;
  insert into private.spam_model_documents (label, tokens, source, submission_id)
  values (p_label, lead_tokens, 'owner', p_submission_id);
  perform private.train_spam_model(lead_tokens, p_label);
  return 'trained';
end
$$;
comment on function private.teach_spam_model is 'Trains the spam text model with the owner''s label for one lead, once; re-labelling moves its counts.';

-- ------------------------------------------------------------------------------------------------------ score
-- How spammy a text is (0 to 1; Robinson's combination, see the top of this file), and the (at most 15) tokens that
-- decided it, strongest first, each with its log-odds (positive: spam, negative: a real inquiry). 0.5 and no tokens
-- while the model knows none of them.
create function private.spam_text_probability(p_name text, p_message text)
returns table (probability numeric, strongest jsonb)
language sql
stable
set search_path = ''
as $$
  with totals as (
    select t.spam_documents as spam_documents, t.ham_documents as ham_documents from private.spam_model_totals t
  ), evidence as (
    select m.token,
           ln(((m.spam_count + 1)::numeric / (totals.spam_documents + 2))
              / ((m.ham_count + 1)::numeric / (totals.ham_documents + 2))) as log_odds
      from unnest(private.spam_tokens(p_name, p_message)) as text_token(token)
      join private.spam_model_tokens m on m.token = text_token.token
     cross join totals
  ), decisive as (
    select e.token, e.log_odds, 1 / (1 + exp(-e.log_odds)) as f
      from evidence e
     where e.log_odds <> 0
     order by abs(e.log_odds) desc, e.token
     limit 15
  ), means as (
    select 1 - exp(avg(ln(1 - d.f))) as p, 1 - exp(avg(ln(d.f))) as q,
           jsonb_agg(jsonb_build_object('token', d.token, 'log_odds', round(d.log_odds, 2))
                     order by abs(d.log_odds) desc, d.token) as strongest
      from decisive d
  )
  select coalesce(round((1 + (m.p - m.q) / (m.p + m.q)) / 2, 4), 0.5), coalesce(m.strongest, '[]'::jsonb)
    from means m
$$;
comment on function private.spam_text_probability is 'Spam text model: the probability that name and message are spam, with the tokens that decided it.';

-- The rule that turns the spamminess into points (contact_spam_assessment): nothing up to `parameter`, then rising
-- to `weight` at 1. At 6 and 0.55 a text the model is sure of (0.775 and up; Robinson's mean rarely passes 0.95) is
-- spam on its own; from 0.625 with no form timing (2 points); an English inquiry, mixed evidence near 0.6, gets
-- under 1 point.
insert into private.contact_spam_rules (rule, weight, parameter, description) values
  ('text_model', 6, 0.55,
   'Wie sehr der Text nach Spam aussieht (0 bis 1) nach dem Textmodell, das Wörter und Merkmale aus Beispielen und '
   'Ihren Markierungen gelernt hat: über parameter steigen die Punkte bis zum Gewicht beim Wert 1.')
on conflict (rule) do nothing;

-- ------------------------------------------------------------------------------------------------ owner marks
-- When a lead that got through is spam: it becomes spam, the model learns its text as spam, and whatever of its mail
-- has not gone out yet takes the state a lead scored as spam gets: the automatic reply is held (spam; release only
-- through mark_contact_not_spam), the notice waits for the daily spam round-up instead of its own mail. A mail being
-- sent at this very moment (claimed, its lease running) goes out; one already sent stays sent.
create function private.mark_contact_spam(p_submission_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  lead public.contact_submissions;
  clock timestamptz := private.contact_delivery_now();
  learned text;
  withheld integer;
begin
  select * into lead from public.contact_submissions s where s.id = p_submission_id for update;
  if lead.id is null then
    return format('nothing to do: no lead %s', p_submission_id);
  end if;
  update public.contact_submissions s set status = 'spam' where s.id = lead.id;
  learned := private.teach_spam_model(lead.id, 'spam');
  update public.contact_deliveries d
     set status = case d.kind when 'autoreply' then 'held' else 'bundled' end,
         hold_reason = case d.kind when 'autoreply' then 'spam' end,
         reported_in = case d.kind when 'autoreply' then d.reported_in end,
         reported_as = case d.kind when 'autoreply' then d.reported_as end,
         locked_until = null,
         updated_at = now()
   where d.submission_id = lead.id
     and d.kind in ('autoreply', 'owner_notice')
     and (d.status in ('failed', 'held')
          or (d.status = 'pending' and (d.locked_until is null or d.locked_until <= clock)));
  get diagnostics withheld = row_count;
  return format('%s (%s) ist jetzt Spam%s; %s', lead.id, lead.name,
    case when withheld > 0 then format(', %s noch nicht versendete E-Mail(s) zurückgehalten', withheld) else '' end,
    case learned when 'unchanged' then 'das Textmodell kannte ihn schon als Spam'
                 else 'das Textmodell hat den Text als Spam gelernt' end);
end
$$;
grant execute on function private.mark_contact_spam(uuid) to service_role;
comment on function private.mark_contact_spam is 'Owner: marks a lead as spam, holds its unsent mail and teaches the text model: select private.mark_contact_spam(''<id>'');';

-- When a real inquiry was taken for spam: it becomes a lead, both its mails go out, and the model learns its text as
-- a real inquiry. Called for a lead that already is one, it only teaches the model.
create function private.mark_contact_not_spam(p_submission_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  lead public.contact_submissions;
  clock timestamptz := private.contact_delivery_now();
  learned text;
begin
  select * into lead from public.contact_submissions s where s.id = p_submission_id for update;
  if lead.id is null then
    return format('nothing to do: no lead %s', p_submission_id);
  end if;
  learned := private.teach_spam_model(lead.id, 'ham');
  if lead.status <> 'spam' then
    return format('%s (%s) ist schon eine Anfrage; %s', lead.id, lead.name,
      case learned when 'unchanged' then 'das Textmodell kannte sie schon'
                   else 'das Textmodell hat den Text als echte Anfrage gelernt' end);
  end if;
  update public.contact_submissions s set status = 'lead' where s.id = lead.id;
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
   where d.submission_id = lead.id
     and d.status in ('held', 'bundled');
  perform private.invoke_contact_autoreply(lead.id, 'manual');
  return format('%s (%s) ist jetzt eine Anfrage; die automatische Antwort und die Benachrichtigung gehen in den '
    'nächsten Sekunden hinaus', lead.id, lead.name);
end
$$;
grant execute on function private.mark_contact_not_spam(uuid) to service_role;
comment on function private.mark_contact_not_spam is 'Owner: confirms a lead taken for spam as real, sends its mails and teaches the text model: select private.mark_contact_not_spam(''<id>'');';
