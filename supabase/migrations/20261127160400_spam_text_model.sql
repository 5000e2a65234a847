-- The spam text model: a logistic regression over the words and shapes of a lead's text, trained and computed in
-- Postgres where the spam score is computed (the BEFORE INSERT trigger of contact_intake.sql), with no third party.
-- The rules of contact_intake.sql weigh what a client reports (form timing, honeypot), which a script can fake; the
-- model weighs what a person sees at a glance: a casino advert reads like one however slowly it was typed.
--
-- How it works:
--   - private.spam_tokens turns name and message into a set of tokens: lower-cased words, word pairs, and marker
--     tokens (starting with "~") for shapes: links by what they point to (a home page, a profile, a page deeper in a
--     site, a tracking address) and their top-level domain, e-mail addresses and messenger handles, HTML or BBCode,
--     template placeholders, non-Latin scripts (CJK also as single characters and character pairs), odd symbols and
--     garbled encodings, words in capitals, phone numbers and long digit runs, money and prices offered, gibberish
--     (letters mixed with digits, no vowels, keyboard rows, case jumbles, encoded blobs), a text that keeps repeating
--     itself or has no letter, a text that speaks of the recipient's business or website.
--   - The model is one weight per token (private.spam_model_weights): a lead's spamminess is the logistic function
--     of the sum of the weights of its tokens and a constant ("~bias"). Weights are learnt by stochastic gradient
--     descent over the documents the model was taught (private.spam_model_documents: the seed and the owner's marks),
--     three passes in a fixed shuffled order: for each document the weights of its tokens move by rate * (label -
--     spamminess). A token seen only in spam rises, one seen in both is pulled both ways and stays near 0, so words
--     and pairs that always come together share the evidence instead of counting twice (which made the naive Bayes
--     first built here score an English inquiry 0.99: docs/decisions/2026-11-28-spam-text-model.md).
--   - The model follows its documents: whenever documents are added, relabelled or deleted (the seed, an owner's
--     mark, a lead's deletion or erasure), it is trained again from all of them, in about 2 seconds for 760 texts.
--     So it is always exactly what its documents teach; nothing of a deleted lead stays in it.
--   - private.spam_text_probability gives the spamminess and the tokens that weighed most, for the explanation; the
--     rule `text_model` of private.contact_spam_rules turns it into points (contact_spam_assessment).
--
-- A taught document keeps the lead's tokens (not its text), deleted with the lead (retention, erasure).

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
  -- a link: after http(s):// or www., or a domain name followed by a path (kate-online.example/p/9) or ending in a
  -- common top-level domain (baeckerei-otte.de), not the domain of an e-mail address; its host, then the rest (path
  -- and query)
  link_pattern constant text :=
    '(?:https?://|\mwww\.|(?<![@.[:alnum:]-])(?=[[:alnum:]-]+(?:\.[[:alnum:]-]+)*\.(?:[a-z]{2,24}/|(?:de|com|net|org|eu|info|io|shop|online|store|biz|ru|cn|at|ch|nl|uk|example)\M)))'
    '([^\s/?#:<>"''()\[\]]+)([^\s<>"''()\[\]]*)';
  tokens text[] := '{}';
  found_match text[];
  domain text;
  run text;
  word text;
  previous text;
  cjk_tokens integer := 0;
  words integer := 0;
  all_words text[] := '{}';
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
  -- lines ("> …", ">> …"; a row of ">>>>" is decoration) and the forward's header lines leave the text, and a marker
  -- says that something was quoted
  if original ~ '(^|\n)[ \t]*>{1,2}[^>\n]' or original ~* '(weitergeleitete|ursprüngliche) nachricht|forwarded message|original message' then
    tokens := tokens || '~quoted'::text;
    original := regexp_replace(original, '^[ \t]*>{1,2}[^>\n].*$', '', 'gn');
    original := regexp_replace(original,
      '^.*((weitergeleitete|ursprüngliche) nachricht|forwarded message|original message).*$|^[ \t]*(von|from|an|to|datum|date|gesendet|sent|betreff|subject):.*$',
      '', 'gni');
  end if;
  -- so is an advert quoted within the sender's own lines in typographic quotes („…“, “…”, «…», 40 characters or
  -- more; straight quotes are left alone, markup and code are full of them)
  if original ~ '[„“«»][^„“”"«»]{40,}[“”»«]' then
    tokens := tokens || '~quoted'::text;
    original := regexp_replace(original, '[„“«»][^„“”"«»]{40,}[“”»«]', ' ', 'g');
  end if;
  lowered := lower(original);

  -- links ("https://www.x.ru/…" is one link), by what they point to: a home page (a prospect names their own site),
  -- a profile on a social network or map, a page deeper in a site (the landing pages adverts send to) or an address
  -- with a query (tracking and referral links); and the top-level domain (not the names reserved for examples and
  -- tests, .example, .test, .invalid, .localhost, which tell nothing about a sender)
  for found_match in select regexp_matches(lowered, link_pattern, 'g') loop
    domain := rtrim(found_match[1], '.,;!');
    run := rtrim(found_match[2], '.,;!/');
    tokens := tokens || case
      when domain ~ '(^|\.)(instagram|facebook|tiktok|linkedin|youtube|xing|pinterest|etsy)\.[a-z]+$|(^|\.)goo\.gl$|^g\.page$|^maps\.' then '~link:profile'
      when run ~ '[?=&]' then '~link:query'
      when run ~ '[^/:0-9]' then '~link:page'
      else '~link:home' end;
    if domain ~ '\.[a-z]{2,24}$' and domain !~ '\.(example|test|invalid|localhost)$' then
      tokens := tokens || ('~tld:' || substring(domain from '\.([a-z]{2,24})$'));
    end if;
  end loop;
  if lowered ~ '[[:alnum:]._%+-]+@[[:alnum:]-]+(\.[[:alnum:]-]+)*\.[[:alpha:]]{2,}' then
    tokens := tokens || '~email'::text;
  end if;
  -- a link or an address counts by these markers, not again by the words it is made of ("https", "www", "com")
  lowered := regexp_replace(lowered, link_pattern || '|[[:alnum:]._%+-]+@[[:alnum:]-]+(\.[[:alnum:]-]+)*\.[[:alpha:]]{2,}', ' ', 'g');
  if lowered ~ '<\s*/?\s*(a|p|b|i|u|div|span|br|img|strong|em|font|h[1-6])\M[^>]*>|\[/?(url|b|i|u|img|link|color|size)[]=]' then
    tokens := tokens || '~markup'::text;
  end if;
  -- a mail-merge template sent unfilled: {{company}}, {% if %}, {Firma}, [Your Name], %COMPANY%
  if lowered ~ '\{\{[^}]{1,60}\}\}|\{%|\[(your|company|firma|name|website|first|vorname|nachname|unternehmen)[^]]{0,40}\]|%[a-z_]{3,30}%'
     or original ~ '\{[[:upper:]][[:lower:]]{2,20}\}|\[[[:upper:]][[:alpha:] _]{2,20}\]' then
    tokens := tokens || '~placeholder'::text;
  end if;
  if lowered ~ '\m(lorem|ipsum|consectetur|adipiscing)\M' then tokens := tokens || '~lorem'::text; end if;
  -- a message without a single letter ("?????", "1234 5678")
  if coalesce(p_message, '') !~ '[[:alpha:]]' then tokens := tokens || '~no_letters'::text; end if;
  -- a handle to write to elsewhere (@name on Instagram or Telegram; e-mail addresses are gone by now)
  if lowered ~ '(^|[^[:alnum:]._])@[[:alnum:]_.]{3,}' then tokens := tokens || '~handle'::text; end if;
  -- the sender speaks of the recipient's business ("Ihr Unternehmen", "Ihre Kunden", "your business"), or of the
  -- recipient's website, which a prospect does too ("auf Ihrer Seite steht …"); the formal "Ihr" is capitalised, "ihr"
  -- in lower case is the plural "you" a prospect may write to a team
  if original ~ '\m(Ihre[mnrs]?|Ihr) (Unternehmen|Firma|Kunden|Kundschaft|Dienstleistungen|Branche|Marke|Geschäft|Umsatz|Sichtbarkeit|Betrieb|Mitbewerber|Konkurrenz|Team|Online-Präsenz|Reichweite)\M'
     or lowered ~ '\myour (business|company|customers|clients|brand|sales|competitors|team|revenue|online presence)\M' then
    tokens := tokens || '~your_business'::text;
  end if;
  if original ~ '\m(Ihre[mnrs]?|Ihr) (Website|Webseite|Homepage|Internetseite|Internetpräsenz|Seite|Shop|Domain)\M'
     or lowered ~ '\myour (website|web site|site|page|store|shop|domain|homepage)\M' then
    tokens := tokens || '~your_website'::text;
  end if;
  if lowered ~ '\m(lieber freund|liebe freundin|mein lieber|meine liebe|dear friend|handsome|sweetie|darling)\M' then
    tokens := tokens || '~endearment'::text;
  end if;

  -- scripts other than Latin
  if original ~ '[\u0400-\u052F]' then tokens := tokens || '~script:cyrillic'::text; end if;
  if original ~ '[\u0370-\u03FF]' then tokens := tokens || '~script:greek'::text; end if;
  if original ~ '[\u0590-\u05FF\u0600-\u06FF]' then tokens := tokens || '~script:arabic_hebrew'::text; end if;
  if original ~ '[\u0900-\u0DFF\u0E00-\u0E7F]' then tokens := tokens || '~script:indic_thai'::text; end if;
  -- letters dressed up as symbols (𝖍𝖊𝖑𝖑𝖔, ⓦⓞⓦ, ░▒▓) and text garbled by a wrong encoding (Ã¼, Ð—Ð´)
  if char_length(regexp_replace(original,
       '[^\U0001D400-\U0001D7FF\u2460-\u24FF\u2500-\u259F\u2300-\u23FF\uA4D0-\uA4FF\u2C60-\u2C7F\u0250-\u02AF]', '', 'g')) >= 3 then
    tokens := tokens || '~symbols'::text;
  end if;
  if original ~ '[ÃÐÑ][\u0080-\u00BF\u2013\u2014\u2018\u2019\u201A\u201C\u201D\u2020\u2021\u2022\u2026\u2030\u20AC\u2122\u0152\u0153\u0160\u0161\u0178\u017D\u017E]|â€' then
    tokens := tokens || '~garbled'::text;
  end if;
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
  -- a word whose case jumps twice from lower to upper (xjJqpWmZkt), not a brand's one capital inside (YouTube)
  if original ~ '[[:lower:]][[:upper:]][[:alpha:]]*[[:lower:]][[:upper:]]' then tokens := tokens || '~case_jumble'::text; end if;
  if original ~ '(\+|\m00)[1-9][0-9 ()/.-]{7,}[0-9]' then tokens := tokens || '~phone'::text; end if;
  if original ~ '[0-9]{7,}' then tokens := tokens || '~digits'::text; end if;
  if lowered ~ '[€$£¥₿]|\m(usd|eur|gbp|usdt|euro|dollars?)\M' then tokens := tokens || '~money'::text; end if;
  -- a price offered ("ab 39 €", "nur 299 $", "only $5", "from 49 EUR"), not a budget or a price asked about
  if lowered ~ '\m(ab|nur|only|from|just|starting at)\s+([€$£]\s?[0-9]|[0-9][0-9.,]*\s?([€$£]|\m(eur|euro|usd|dollars?)\M))' then
    tokens := tokens || '~price_offer'::text;
  end if;

  -- words (Unicode letters and digits, 2 to 30 characters; CJK above) and the pairs of neighbouring words
  for word in select w from regexp_split_to_table(lowered, '[^[:alnum:]]+') as w loop
    if char_length(word) >= 2 then
      words := words + 1;
      all_words := array_append(all_words, word);
    end if;
    -- an encoded blob (base64, hex) is one long run of letters and digits
    if char_length(word) >= 20 and word ~ '[0-9]' and word ~ '[[:alpha:]]' then
      tokens := tokens || '~blob'::text;
    end if;
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
    if word ~ '(asdf|sdfg|dfgh|fghj|ghjk|hjkl|qwer|uiop|yxcv|zxcv)' then
      tokens := tokens || '~keyboard'::text;
    end if;
  end loop;
  -- a text that keeps saying the same few words ("test test test")
  if words >= 3 and (select count(distinct w) from unnest(all_words) w) < 0.35 * words then
    tokens := tokens || '~repetitive'::text;
  end if;

  return array(select distinct t from unnest(tokens) t order by t);
end
$$;
comment on function private.spam_tokens is 'The tokens of a lead''s text for the spam text model: words, word pairs and ~markers of shapes.';

-- ------------------------------------------------------------------------------------------------------ model
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
  '(seed: Beispieltexte, owner: Ihre Markierung einer Anfrage). Das Modell wird nach jeder Änderung aus diesen Zeilen '
  'neu gelernt; wird eine Anfrage gelöscht, geht ihr Eintrag mit und das Modell vergisst sie.';

create table private.spam_model_weights (
  token text primary key,
  weight double precision not null
);
comment on table private.spam_model_weights is
  'Spam-Textmodell: das Gewicht jedes Worts oder Merkmals (positiv: spamtypisch, negativ: typisch für echte '
  'Anfragen; ~bias gilt für jeden Text). Wird aus private.spam_model_documents gelernt, nicht von Hand geändert.';

-- Trains the model again from all its documents: the weights start at 0, then three passes over the documents in a
-- fixed shuffled order (by a hash of id and pass), each moving the weights of a document's tokens and of ~bias by
-- rate * (label - spamminess), label 1 for spam and 0 for a real inquiry. The passes run in memory (the documents as
-- arrays of token numbers, the weights as one array), then the weights replace the table's at once. Runs under a
-- lock, so two changes at once train one after the other; leads scored meanwhile see the weights before (nothing is
-- visible until commit). Returns how many documents it learnt from.
create function private.train_spam_model()
returns integer
language plpgsql
set search_path = ''
as $$
declare
  passes constant integer := 3;
  rate constant double precision := 0.1;
  vocabulary text[];
  weights double precision[];
  labels integer[];        -- per document: 1 spam, 0 real inquiry
  starts integer[];        -- per document: where its token numbers begin in token_numbers (one more at the end)
  token_numbers integer[]; -- every document's tokens as positions in vocabulary, one document after the other
  lengths integer[];
  ids bigint[];
  visit integer[];
  doc integer;
  margin double precision;
  step double precision;
begin
  perform pg_advisory_xact_lock(hashtextextended('spam text model', 0));
  select array_agg(v.token order by v.token) into vocabulary
    from (select distinct unnest(d.tokens) as token from private.spam_model_documents d
          union select '~bias') v;
  select array_agg(d.id order by d.id), array_agg((d.label = 'spam')::integer order by d.id),
         array_agg((select count(distinct t) from unnest(d.tokens || '~bias'::text) t)::integer order by d.id)
    into ids, labels, starts
    from private.spam_model_documents d;
  select array_agg(v.n::integer order by t.id, v.n) into token_numbers
    from (select distinct d.id, t.token from private.spam_model_documents d, unnest(d.tokens || '~bias'::text) t(token)) t
    join unnest(vocabulary) with ordinality as v(token, n) on v.token = t.token;
  -- lengths into start positions, with the end of the last document appended
  lengths := coalesce(starts, '{}');
  starts := array[1];
  foreach doc in array lengths loop
    starts := starts || (starts[cardinality(starts)] + doc);
  end loop;
  weights := array_fill(0::double precision, array[cardinality(vocabulary)]);
  for pass in 1 .. passes loop
    select array_agg(i order by md5(ids[i] || ':' || pass)) into visit from generate_subscripts(ids, 1) i;
    foreach doc in array coalesce(visit, '{}') loop
      margin := 0;
      for k in starts[doc] .. starts[doc + 1] - 1 loop
        margin := margin + weights[token_numbers[k]];
      end loop;
      step := rate * (labels[doc] - 1 / (1 + exp(-greatest(least(margin, 30), -30))));
      for k in starts[doc] .. starts[doc + 1] - 1 loop
        weights[token_numbers[k]] := weights[token_numbers[k]] + step;
      end loop;
    end loop;
  end loop;
  delete from private.spam_model_weights;
  insert into private.spam_model_weights (token, weight)
  select vocabulary[i], weights[i] from generate_subscripts(vocabulary, 1) i where weights[i] <> 0;
  return coalesce(cardinality(ids), 0);
end
$$;
comment on function private.train_spam_model is 'Trains the spam text model again from all of private.spam_model_documents; returns their number.';

-- The model follows its documents: after a statement that added, relabelled or deleted any (the seed, an owner's
-- mark, a lead's deletion), it is trained again.
create function private.spam_model_documents_changed()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if exists (select from changed) then
    perform private.train_spam_model();
  end if;
  return null;
end
$$;
comment on function private.spam_model_documents_changed is 'Trigger: trains the spam text model again after its documents changed.';
create trigger spam_model_documents_inserted after insert on private.spam_model_documents
  referencing new table as changed for each statement execute function private.spam_model_documents_changed();
create trigger spam_model_documents_updated after update on private.spam_model_documents
  referencing new table as changed for each statement execute function private.spam_model_documents_changed();
create trigger spam_model_documents_deleted after delete on private.spam_model_documents
  referencing old table as changed for each statement execute function private.spam_model_documents_changed();

-- The owner's label for one lead: its tokens become a document with that label, once; a lead taught with the other
-- label before is relabelled. Returns what happened: trained, relabelled, unchanged or missing (no such lead).
create function private.teach_spam_model(p_submission_id uuid, p_label text)
returns text
language plpgsql
set search_path = ''
as $$
declare
  doc private.spam_model_documents;
  lead_tokens text[];
begin
  if p_label is null or p_label not in ('spam', 'ham') then
    raise exception using errcode = '22023', message = 'label must be spam or ham';
  end if;
  select * into doc from private.spam_model_documents d where d.submission_id = p_submission_id for update;
  if found then
    if doc.label = p_label then
      return 'unchanged';
    end if;
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
  return 'trained';
end
$$;
comment on function private.teach_spam_model is 'Teaches the spam text model the owner''s label for one lead, once; re-labelling replaces it.';

-- ------------------------------------------------------------------------------------------------------ score
-- How spammy a text is (0 to 1: the logistic function of the summed weights of its tokens and ~bias), and the (at
-- most 8) tokens that weighed most, strongest first, each with its weight as log_odds (positive: spam, negative: a
-- real inquiry). 0.5 and no tokens while the model is untrained. Takes the tokens (private.spam_tokens), so that the
-- assessment, which also looks at their shapes, makes them once.
create function private.spam_text_probability(p_tokens text[])
returns table (probability numeric, strongest jsonb)
language sql
stable
set search_path = ''
as $$
  with present as (
    select w.token, w.weight
      from private.spam_model_weights w
     where w.token = any (p_tokens || '~bias'::text)
  ), strongest as (
    select p.token, p.weight from present p
     where p.token <> '~bias' and round(p.weight::numeric, 2) <> 0
     order by abs(p.weight) desc, p.token
     limit 8
  )
  select round((1 / (1 + exp(-greatest(least(coalesce((select sum(p.weight) from present p), 0), 30), -30))))::numeric, 4),
         coalesce((select jsonb_agg(jsonb_build_object('token', s.token, 'log_odds', round(s.weight::numeric, 2))
                                    order by abs(s.weight) desc, s.token)
                     from strongest s), '[]'::jsonb)
$$;
comment on function private.spam_text_probability(text[]) is 'Spam text model: the probability that a text with these tokens is spam, with the tokens that weighed most.';

-- The same for a lead's name and message.
create function private.spam_text_probability(p_name text, p_message text)
returns table (probability numeric, strongest jsonb)
language sql
stable
set search_path = ''
as $$
  select * from private.spam_text_probability(private.spam_tokens(p_name, p_message))
$$;
comment on function private.spam_text_probability(text, text) is 'Spam text model: the probability that name and message are spam, with the tokens that weighed most.';

-- The rule that turns the spamminess into points (contact_spam_assessment): nothing up to `parameter`, then rising
-- to `weight` at 1. At 10 and 0.85 the model alone makes spam from 0.895 on and adds a point from 0.865 to whatever
-- the rules found. Cross-validated on the corpus (five folds, eight shuffles) these held the most spam while scoring
-- no inquiry as spam in any shuffle (docs/decisions/2026-11-28-spam-text-model.md). The rules `english` and
-- `spam_phrases` are off (weight 0): the model weighs words and phrases from examples, including inquiries that quote
-- an advert or are written in English, which those two rules pushed over the threshold.
insert into private.contact_spam_rules (rule, weight, parameter, description) values
  ('text_model', 10, 0.85,
   'Wie sehr der Text nach Spam aussieht (0 bis 1) nach dem Textmodell, das Wörter und Merkmale aus Beispielen und '
   'Ihren Markierungen gelernt hat: über parameter steigen die Punkte bis zum Gewicht beim Wert 1.')
on conflict (rule) do nothing;

-- Shapes a person sees at a glance and no person writes (contact_spam_assessment lists them): spam on their own. They
-- are rules and not only tokens of the model because each is rare: the model learns a token from the examples that
-- have it, and a kind of bot paste seen once or twice teaches it little.
insert into private.contact_spam_rules (rule, weight, parameter, description) values
  ('shapes', 3, null,
   'Text, den kein Mensch so schreibt: unausgefüllte Platzhalter einer Serienmail, Blindtext (Lorem ipsum), kodierte '
   'Blöcke, falsch kodierter Text, Symbolbuchstaben, Tastaturreihen, immer dieselben Wörter, keine Buchstaben. '
   'HTML oder BBCode zählt nur im Textmodell: auch ein Mensch fügt einmal einen Code-Schnipsel ein.')
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
