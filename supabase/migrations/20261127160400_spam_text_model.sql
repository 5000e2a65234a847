-- The spam text model: a linear classifier (a support vector machine) over the words and shapes of a lead's text,
-- trained and computed in Postgres where the spam score is computed (the BEFORE INSERT trigger of contact_intake.sql),
-- with no third party. The rules of contact_intake.sql weigh what a client reports (form timing, honeypot), which a
-- script can fake; the model weighs what a person sees at a glance: a casino advert reads like one however slowly it
-- was typed.
--
-- How it works: three linear models, one over words, one over letters within words and one over runs of letters
-- across words, each a support vector machine; their verdicts are averaged.
--   - private.spam_tokens turns name and message into a set of tokens: lower-cased words, word stems (marked when
--     negated: "keine Kooperation"), pronouns with their neighbour (who offers, who asks), and marker tokens (starting with "~") for shapes: links
--     by what they point to (a home page, a profile, a page deeper in a site, a tracking address) and their top-level
--     domain, e-mail addresses and messenger handles, HTML or BBCode, template placeholders, non-Latin scripts (CJK
--     also as single characters and character pairs), odd symbols and garbled encodings, words in capitals, phone
--     numbers and long digit runs, money and prices offered, gibberish (letters mixed with digits, no vowels,
--     keyboard rows, case jumbles, encoded blobs), a text that keeps repeating itself or has no letter, a text that
--     speaks of the recipient's business or website.
--   - A text is a vector: each of its tokens counts by its rarity among the documents (idf: a token in every text
--     tells nothing), the vector scaled to length 1, so a long text weighs no more than a short one. Its score is a
--     constant ("~bias") plus the sum of its tokens' weights times their values; above 0 is the spam side. Weights are
--     learnt from the documents the model was taught (private.spam_model_documents: the seed and the owner's marks)
--     by stochastic sub-gradient descent on the hinge loss (a linear support vector machine without a penalty
--     term), up to ten passes in a fixed shuffled order: a document on the wrong side or within a margin of 1 moves
--     the weights of its tokens towards its label. Tokens seen in both kinds are pulled both ways, so a word weighs
--     by what it tells apart. A logistic regression trained the same way held a fifth fewer spam texts at the same
--     zero false alarms (docs/decisions/2026-11-28-spam-text-model.md).
--   - The second model reads letters rather than words (private.spam_grams): every run of four characters inside a
--     piece of text between spaces, punctuation and link fragments included ("casi", "ino.", "/bon"), counted
--     (1 + ln of how often it occurs, times its idf, the vector scaled to length 1). It sees what words miss: a word
--     spelt or inflected differently, a brand inside a domain, a sentence's punctuation, a name's shape. It is trained
--     by dual coordinate descent (the method of LIBLINEAR: a regularised support vector machine with the squared
--     hinge loss), which sub-gradient descent over 30,000 such pieces does not reach.
--   - The third model reads the same letters across the gaps between words (private.spam_spans): every run of five
--     characters of the text with its white space folded to single spaces ("e dic", "h als", "t.com"), so it sees
--     short phrases and how words follow one another; trained like the letter model. The mean of the three models'
--     log-odds holds 0.90 of the spam at zero false alarms, the word and letter models 0.89 and the word model alone
--     0.85 (docs/decisions/2026-11-28-spam-text-model.md).
--   - The model follows its documents: within a minute of documents being added, relabelled or deleted (the seed, an
--     owner's mark, a lead's deletion or erasure), the three models are trained again from all of them, in about 16
--     seconds. So it is always what its documents teach; nothing of a deleted lead stays in it past that minute.
--   - private.spam_text_probability gives the spamminess (the three scores averaged and mapped to 0..1, 0.5 on the
--     boundary; the word model's alone where it is sure, which the other two never overruled) and the word model's
--     tokens that weighed most, for the explanation; the rule `text_model` of private.contact_spam_rules turns it
--     into points (contact_spam_assessment).
--
-- A taught document keeps the lead's tokens and its four- and five-character pieces in alphabetical order (not its
-- text), deleted with the lead (retention, erasure).

-- ------------------------------------------------------------------------------------------------------ tokens
-- The commonest German and English function words: they say which language a text is in, not whether it is spam
-- (real inquiries come in English too, spam in German too), and as words they would outweigh the words that do. They
-- still count through their stems (private.spam_tokens), but are never shown to the owner as a reason.
create function private.spam_function_words()
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select array[
    'der', 'die', 'das', 'den', 'dem', 'des', 'ein', 'eine', 'einen', 'einem', 'einer', 'eines', 'und', 'oder',
    'aber', 'ich', 'du', 'sie', 'er', 'es', 'wir', 'ihr', 'uns', 'mir', 'mich', 'ist', 'sind', 'war', 'bin',
    'hat', 'habe', 'haben', 'wird', 'werden', 'kann', 'können', 'nicht', 'mit', 'für', 'zu', 'zum', 'zur', 'auf',
    'bei', 'in', 'im', 'an', 'am', 'von', 'vom', 'aus', 'als', 'auch', 'so', 'wie', 'was', 'dass', 'noch', 'nur',
    'the', 'and', 'or', 'but', 'you', 'your', 'we', 'our', 'us', 'is', 'are', 'was', 'be', 'been', 'have', 'has',
    'will', 'can', 'to', 'of', 'in', 'on', 'at', 'for', 'with', 'this', 'that', 'it', 'my', 'me', 'an', 'as',
    'by', 'from', 'do', 'if', 'so']::text[]
$$;
comment on function private.spam_function_words is 'The function words the spam text model keeps only as stems and never names as a reason.';

-- Their stems, as the tokens carry them ("^für"): the explanation leaves these out.
create function private.spam_function_stems()
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select array_agg(coalesce((ts_lexize('german_stem', f))[1], f)) from unnest(private.spam_function_words()) f
$$;
comment on function private.spam_function_stems is 'The stems of the function words (private.spam_function_words), which the spam reasons never name.';

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
  cjk_tokens integer := 0;
  has_cjk boolean := false;
  said text[]; -- the words in their order (2 to 30 characters, and the English "I")
  words integer;
  distinct_words integer;
  blob boolean;
  pronouns constant text[] := array[
    'ich', 'wir', 'sie', 'ihr', 'ihnen', 'ihre', 'ihren', 'ihrem', 'ihrer', 'du', 'dir', 'dich', 'euch', 'eure',
    'euer', 'euren', 'mein', 'meine', 'meinen', 'meinem', 'meiner', 'unser', 'unsere', 'unseren', 'unserem', 'unserer',
    'dein', 'deine', 'deinen', 'deinem', 'deiner', 'i', 'we', 'you', 'your', 'our', 'my', 'us', 'me'];
  stopwords constant text[] := private.spam_function_words();
  negations constant text[] := array[
    'kein', 'keine', 'keinen', 'keinem', 'keiner', 'keines', 'nicht', 'nichts', 'ohne', 'nie', 'niemals', 'no', 'not',
    'without', 'never', 'nor', 'dont', 'don', 'doesn', 'didn', 'isn', 'aren', 'cannot'];
begin
  -- a quoted or forwarded mail is not the sender's words (someone asks whether an advert they got is genuine): its
  -- lines ("> …", ">> …"; a row of ">>>>" is decoration) and the forward's header lines leave the text, and a marker
  -- says that something was quoted
  if (strpos(original, '>') > 0 and original ~ '(^|\n)[ \t]*>{1,2}[^>\n]')
     or lower(original) like any (array['%weitergeleitete nachricht%', '%ursprüngliche nachricht%', '%forwarded message%',
                                        '%original message%']) then
    tokens := tokens || '~quoted'::text;
    original := regexp_replace(original, '^[ \t]*>{1,2}[^>\n].*$', '', 'gn');
    original := regexp_replace(original,
      '^.*((weitergeleitete|ursprüngliche) nachricht|forwarded message|original message).*$|^[ \t]*(von|from|an|to|datum|date|gesendet|sent|betreff|subject):.*$',
      '', 'gni');
  end if;
  -- so is an advert quoted within the sender's own lines in typographic quotes („…“, “…”, «…», 40 characters or
  -- more; straight quotes are left alone, markup and code are full of them)
  if original <> translate(original, '„“«»', '') and original ~ '[„“«»][^„“”"«»]{40,}[“”»«]' then
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
  if strpos(lowered, '@') > 0 and lowered ~ '[[:alnum:]._%+-]+@[[:alnum:]-]+(\.[[:alnum:]-]+)*\.[[:alpha:]]{2,}' then
    tokens := tokens || '~email'::text;
  end if;
  -- a link or an address counts by these markers, not again by the words it is made of ("https", "www", "com")
  if '~email' = any (tokens) or exists (select from unnest(tokens) t where t like '~link:%') then
    lowered := regexp_replace(lowered, link_pattern || '|[[:alnum:]._%+-]+@[[:alnum:]-]+(\.[[:alnum:]-]+)*\.[[:alpha:]]{2,}', ' ', 'g');
  end if;
  -- markup and templates need a bracket or a percent sign; most texts have none, and skip these patterns
  if lowered <> translate(lowered, '<[{%', '') then
    if lowered ~ '<\s*/?\s*(a|p|b|i|u|div|span|br|img|strong|em|font|h[1-6])\M[^>]*>|\[/?(url|b|i|u|img|link|color|size)[]=]' then
      tokens := tokens || '~markup'::text;
    end if;
    -- a mail-merge template sent unfilled: {{company}}, {% if %}, {Firma}, [Your Name], %COMPANY%
    if lowered ~ '\{\{[^}]{1,60}\}\}|\{%|\[(your|company|firma|name|website|first|vorname|nachname|unternehmen)[^]]{0,40}\]|%[a-z_]{3,30}%'
       or original ~ '\{[[:upper:]][[:lower:]]{2,20}\}|\[[[:upper:]][[:alpha:] _]{2,20}\]' then
      tokens := tokens || '~placeholder'::text;
    end if;
  end if;
  if lowered like any (array['%lorem%', '%ipsum%', '%consectetur%', '%adipiscing%']) then
    tokens := tokens || '~lorem'::text;
  end if;
  -- a message without a single letter ("?????", "1234 5678"); a letter with two cases shows one without a pattern
  if lower(coalesce(p_message, '')) = upper(coalesce(p_message, '')) and coalesce(p_message, '') !~ '[[:alpha:]]' then
    tokens := tokens || '~no_letters'::text;
  end if;
  -- a handle to write to elsewhere (@name on Instagram or Telegram; e-mail addresses are gone by now)
  if strpos(lowered, '@') > 0 and lowered ~ '(^|[^[:alnum:]._])@[[:alnum:]_.]{3,}' then
    tokens := tokens || '~handle'::text;
  end if;
  -- the sender speaks of the recipient's business ("Ihr Unternehmen", "Ihre Kunden", "your business"), or of the
  -- recipient's website, which a prospect does too ("auf Ihrer Seite steht …"); the formal "Ihr" is capitalised, "ihr"
  -- in lower case is the plural "you" a prospect may write to a team
  if strpos(original, 'Ihr') > 0 and original ~ '\m(Ihre[mnrs]?|Ihr) (Unternehmen|Firma|Kunden|Kundschaft|Dienstleistungen|Branche|Marke|Geschäft|Umsatz|Sichtbarkeit|Betrieb|Mitbewerber|Konkurrenz|Team|Online-Präsenz|Reichweite)\M'
     or strpos(lowered, 'your ') > 0 and lowered ~ '\myour (business|company|customers|clients|brand|sales|competitors|team|revenue|online presence)\M' then
    tokens := tokens || '~your_business'::text;
  end if;
  if strpos(original, 'Ihr') > 0 and original ~ '\m(Ihre[mnrs]?|Ihr) (Website|Webseite|Homepage|Internetseite|Internetpräsenz|Seite|Shop|Domain)\M'
     or strpos(lowered, 'your ') > 0 and lowered ~ '\myour (website|web site|site|page|store|shop|domain|homepage)\M' then
    tokens := tokens || '~your_website'::text;
  end if;
  if lowered like any (array['%lieber freund%', '%liebe freundin%', '%mein lieber%', '%meine liebe%', '%dear friend%',
                             '%handsome%', '%sweetie%', '%darling%']) then
    tokens := tokens || '~endearment'::text;
  end if;

  -- scripts other than Latin, letters dressed up as symbols (𝖍𝖊𝖑𝖑𝖔, ⓦⓞⓦ, ░▒▓), CJK: all outside Latin, its punctuation,
  -- currency signs and emoji, which one pattern rules out for most texts (each pattern costs its compilation once
  -- Postgres' cache of 32 compiled patterns overflows, and the insert path has more than that)
  if original ~ private.beyond_latin_pattern() then
    if original ~ '[\u0400-\u052F]' then tokens := tokens || '~script:cyrillic'::text; end if;
    if original ~ '[\u0370-\u03FF]' then tokens := tokens || '~script:greek'::text; end if;
    if original ~ '[\u0590-\u05FF\u0600-\u06FF]' then tokens := tokens || '~script:arabic_hebrew'::text; end if;
    if original ~ '[\u0900-\u0DFF\u0E00-\u0E7F]' then tokens := tokens || '~script:indic_thai'::text; end if;
    if char_length(regexp_replace(original,
         '[^\U0001D400-\U0001D7FF\u2460-\u24FF\u2500-\u259F\u2300-\u23FF\uA4D0-\uA4FF\u2C60-\u2C7F\u0250-\u02AF]', '', 'g')) >= 3 then
      tokens := tokens || '~symbols'::text;
    end if;
    if original ~ cjk then
      has_cjk := true;
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
  end if;
  -- text garbled by a wrong encoding (Ã¼, Ð—Ð´)
  if original <> translate(original, 'ÃÐÑâ', '') and original ~ '[ÃÐÑ][\u0080-\u00BF\u2013\u2014\u2018\u2019\u201A\u201C\u201D\u2020\u2021\u2022\u2026\u2030\u20AC\u2122\u0152\u0153\u0160\u0161\u0178\u017D\u017E]|â€' then
    tokens := tokens || '~garbled'::text;
  end if;
  -- shapes of writing: shouting, phone numbers and long digit runs, money
  if original ~ '\m[[:upper:]]{4,}\M' then tokens := tokens || '~caps'::text; end if;
  -- a word whose case jumps twice from lower to upper (xjJqpWmZkt), not a brand's one capital inside (YouTube)
  if original ~ '[[:lower:]][[:upper:]][[:alpha:]]*[[:lower:]][[:upper:]]' then tokens := tokens || '~case_jumble'::text; end if;
  if original <> translate(original, '0123456789', '') then
    if original ~ '(\+|\m00)[1-9][0-9 ()/.-]{7,}[0-9]' then tokens := tokens || '~phone'::text; end if;
    if original ~ '[0-9]{7,}' then tokens := tokens || '~digits'::text; end if;
  end if;
  if (lowered <> translate(lowered, '€$£¥₿', '') or lowered like any (array['%usd%', '%eur%', '%gbp%', '%dollar%']))
     and lowered ~ '[€$£¥₿]|\m(usd|eur|gbp|usdt|euro|dollars?)\M' then
    tokens := tokens || '~money'::text;
    -- a price offered ("ab 39 €", "nur 299 $", "only $5", "from 49 EUR"), not a budget or a price asked about
    if lowered ~ '\m(ab|nur|only|from|just|starting at)\s+([€$£]\s?[0-9]|[0-9][0-9.,]*\s?([€$£]|\m(eur|euro|usd|dollars?)\M))' then
      tokens := tokens || '~price_offer'::text;
    end if;
  end if;

  -- the words (runs of Unicode letters and digits) in their order: those of 2 to 30 characters and the English "I"
  -- for what follows, and how many there are of 2 or more and how many of them differ. One query over the words
  -- rather than a loop: the loop's array appends made a long message cost milliseconds per hundred words.
  select coalesce(array_agg(w.word order by w.n) filter (where char_length(w.word) between 2 and 30 or w.word = 'i'), '{}'),
         count(*) filter (where char_length(w.word) >= 2),
         count(distinct w.word) filter (where char_length(w.word) >= 2),
         -- an encoded blob (base64, hex) is one long run of letters and digits
         coalesce(bool_or(char_length(w.word) >= 20 and w.word <> translate(w.word, '0123456789', '')
                          and translate(w.word, '0123456789', '') <> ''), false)
    into said, words, distinct_words, blob
    from regexp_split_to_table(lowered, '[^[:alnum:]]+') with ordinality as w(word, n);
  if blob then tokens := tokens || '~blob'::text; end if;
  -- a text that keeps saying the same few words ("test test test")
  if words >= 3 and distinct_words < 0.35 * words then tokens := tokens || '~repetitive'::text; end if;

  -- One pass over the words in their order gives:
  --   - the words themselves, but not numbers (a year, a price: the markers above carry their shapes), CJK (above) or
  --     the function words; and among them gibberish: letters mixed with digits (not "2024er"), no vowel, a keyboard
  --     row;
  --   - their stems (Snowball's German stemmer: "Angebote" and "Angebot" are one), so a word learnt in one form counts
  --     in the others;
  --   - a word within two words after a negation ("keine Kooperation", "not interested") as its stem marked "!"
  --     ("!kooperation") instead of the word: someone who writes that they offer no collaboration is not offering one;
  --   - who does what to whom, a pronoun with the stem of its neighbour ("wir>biet", "such<ich", "you>need"): an offer
  --     ("wir bieten Ihnen") and a request ("ich suche", "könnt ihr") differ there, in the words the list above leaves
  --     out. Numbers and CJK have no stem and are nobody's neighbour.
  -- Digits, consonant runs and keyboard rows are found with translate and LIKE rather than patterns: Postgres keeps 32
  -- compiled patterns per connection, and the insert path needs its slots for the patterns above and the rules'.
  with word as (
    select u.w, u.n,
           case when translate(u.w, '0123456789', '') = '' or (has_cjk and u.w ~ cjk) then null
                else coalesce((ts_lexize('german_stem', u.w))[1], u.w) end as stem,
           coalesce(lag(u.w, 1) over o = any (negations) or lag(u.w, 2) over o = any (negations), false)
             and u.w <> all (stopwords) as negated
      from unnest(said) with ordinality as u(w, n)
    window o as (order by u.n)
  ), neighbour as (
    select wd.w, wd.stem, wd.negated,
           not wd.negated and wd.stem is not null and char_length(wd.w) >= 2 and wd.w <> all (stopwords) as kept,
           lag(wd.stem) over o as before, lead(wd.stem) over o as after
      from word wd
    window o as (order by wd.n)
  )
  select tokens
         || coalesce(array_agg(nb.w) filter (where nb.kept), '{}')
         || coalesce(array_agg(case when nb.negated then '!' else '^' end || nb.stem)
                       filter (where nb.stem is not null and char_length(nb.w) >= 2), '{}')
         || coalesce(array_agg(nb.w || '>' || nb.after) filter (where nb.w = any (pronouns) and nb.after is not null), '{}')
         || coalesce(array_agg(nb.before || '<' || nb.w) filter (where nb.w = any (pronouns) and nb.before is not null), '{}')
         || case when bool_or(char_length(nb.w) >= 6 and nb.w <> translate(nb.w, '0123456789', '')
                              and nb.w !~ '^[0-9]+(er|te|ten|th|st|nd|rd)$') filter (where nb.kept)
                 then array['~mixed'] else '{}' end
         || case when bool_or(char_length(nb.w) >= 5 and translate(nb.w, 'bcdfghjklmnpqrstvwxz', '') = ''
                              and nb.w not in ('https', 'http', 'html')) filter (where nb.kept)
                 then array['~novowel'] else '{}' end
         || case when bool_or(nb.w like any (array['%asdf%', '%sdfg%', '%dfgh%', '%fghj%', '%ghjk%', '%hjkl%', '%qwer%',
                                                   '%uiop%', '%yxcv%', '%zxcv%'])) filter (where nb.kept)
                 then array['~keyboard'] else '{}' end
    into tokens
    from neighbour nb;

  -- in the order of their characters, not of the database's collation: the training's order of visits hashes the
  -- tokens as a line (private.spam_training_set), so a German collation would put "~link" before "angebot" and train
  -- another model from the same texts
  return array(select distinct t collate "C" from unnest(tokens) t order by 1);
end
$$;
comment on function private.spam_tokens is 'The tokens of a lead''s text for the spam text model: words, stems, pronouns with their neighbours and ~markers of shapes.';

-- The words of a text as the letter and span models read them: name and message lower-cased and split at white
-- space, in their order, empty pieces dropped. No regular expression: Postgres keeps 32 compiled patterns per
-- connection, and the tokenizer's use them all.
create function private.spam_words(p_name text, p_message text)
returns table (word text, place bigint)
language sql
immutable
parallel safe
set search_path = ''
as $$
  select w.word, w.place
    from string_to_table(translate(lower(left(coalesce(p_name, '') || ' ' || coalesce(p_message, ''), 20000)),
                                   E'\t\n\r\f\u000b\u00a0\u2007\u202f\u2028\u2029\u3000', '           '), ' ')
         with ordinality w(word, place)
   where w.word <> ''
$$;
comment on function private.spam_words is 'The words of a lead''s text, lower-cased and in order, for the spam text model''s letter and span models.';

-- The letter model's pieces of a text: each word (private.spam_words) padded with a space at either end (so a
-- word's start and end are pieces of their own: " cas", "ino "), and every run of four characters in it, repeated
-- as often as it occurs, in alphabetical order (the model counts them; the order of the text is not kept). A word of
-- one or two characters is kept whole (" a ").
create function private.spam_grams(p_name text, p_message text)
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(array_agg(substr(p.piece, i, 4) order by substr(p.piece, i, 4) collate "C"), '{}')
    from (select ' ' || w.word || ' ' as piece from private.spam_words(p_name, p_message) w) p
   cross join generate_series(1, greatest(char_length(p.piece) - 3, 1)) i
$$;
comment on function private.spam_grams is 'The four-character pieces of a lead''s words for the spam text model''s letter model, in alphabetical order.';

-- The span model's pieces of a text: its words (private.spam_words) joined by single spaces, with a space at either
-- end, and every run of five characters of that line, across the gaps between words ("e dic", "h als"), repeated as
-- often as it occurs, in alphabetical order. A text of under three characters has none. Built from the line's
-- characters and the four that follow each (lead): substr(line, i, 5) would count its way from the line's start to
-- the i-th character every time (1.4 ms for a text of 400 characters, 0.46 ms this way).
create function private.spam_spans(p_name text, p_message text)
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(array_agg(r.span order by r.span collate "C"), '{}')
    from (select c.ch || lead(c.ch, 1) over w || lead(c.ch, 2) over w || lead(c.ch, 3) over w || lead(c.ch, 4) over w
                   as span
            from unnest(string_to_array((select ' ' || string_agg(x.word, ' ' order by x.place) || ' '
                                           from private.spam_words(p_name, p_message) x), null))
                 with ordinality c(ch, place)
          window w as (order by c.place)) r
   where r.span is not null
$$;
comment on function private.spam_spans is 'The five-character runs of a lead''s text across its words for the spam text model''s span model, in alphabetical order.';

-- Everything the three models read of a text, as a document stores it: its tokens, letter pieces and runs. The one
-- place that names them for a whole text (the seed, a mark, the tests). Scoring makes them one by one: the tokens
-- first (the assessment's shapes read them too), the pieces only when the word model is unsure
-- (private.spam_text_probability).
create function private.spam_features(p_name text, p_message text)
returns table (tokens text[], grams text[], spans text[])
language sql
immutable
parallel safe
set search_path = ''
as $$
  select private.spam_tokens(p_name, p_message), private.spam_grams(p_name, p_message),
         private.spam_spans(p_name, p_message)
$$;
comment on function private.spam_features is 'What the spam text model reads of a lead''s text: its tokens, four-character pieces and five-character runs.';

-- ------------------------------------------------------------------------------------------------------ model
create table private.spam_model_documents (
  id bigint generated always as identity primary key,
  label text not null check (label in ('spam', 'ham')),
  tokens text[] not null,
  grams text[] not null, -- private.spam_grams
  spans text[] not null, -- private.spam_spans
  source text not null check (source in ('seed', 'owner')),
  submission_id uuid unique references public.contact_submissions (id) on delete cascade,
  taught_at timestamptz not null default now(), -- when the owner marked it (again), or the seed went in
  constraint spam_model_documents_owner_check check ((source = 'owner') = (submission_id is not null))
);
comment on table private.spam_model_documents is
  'Spam-Textmodell: jeder gelernte Text als Menge seiner Wörter und als seine Folgen von vier und von fünf Zeichen in '
  'alphabetischer Reihenfolge (nicht der Text selbst), mit Einstufung und Herkunft '
  '(seed: Beispieltexte, owner: Ihre Markierung einer Anfrage). Das Modell lernt in der Minute nach jeder Änderung neu '
  'aus diesen Zeilen; wird eine Anfrage gelöscht, geht ihr Eintrag mit und das Modell vergisst sie dabei.';

create table private.spam_model_weights (
  model text not null check (model in ('words', 'letters', 'spans')),
  token text not null, -- a token of private.spam_tokens (words), a piece of private.spam_grams (letters) or of
                        -- private.spam_spans (spans)
  weight double precision not null,
  idf double precision not null, -- how rare the token is among the documents: its value in a text before scaling
  primary key (model, token)
);
-- Scoring looks up every distinct token and piece of a text (some 600 for a long one) one by one. A hash index finds
-- each in about half the time of the primary key, which compares its way down a B-tree in the database's collation
-- (600 corpus texts: 1.7 → 0.8 ms a text for the pieces; the whole assessment 5.1 → 4.0 ms for an inquiry, 4.3 →
-- 3.7 ms for a spam text); the rare token that two models share is told apart by `model` after the probe. Keeping it
-- up costs the training nothing measurable (13.1 s with it, 13.1 s without).
create index spam_model_weights_token_hash on private.spam_model_weights using hash (token);
comment on table private.spam_model_weights is
  'Spam-Textmodell: das Gewicht jedes Worts oder Merkmals (model words), jeder Folge von vier Zeichen in einem Wort '
  '(letters) und von fünf Zeichen über Wortgrenzen hinweg (spans): positiv spamtypisch, negativ typisch für echte '
  'Anfragen; ~bias gilt für jeden Text. Dazu seine Seltenheit (idf). Wird aus private.spam_model_documents gelernt, '
  'nicht von Hand geändert.';

-- The order in which a training pass visits the documents: shuffled by a hash of each document's tokens (p_keys, the
-- md5 of its tokens) and the pass, not by its row id, so the same documents train the same model wherever they are
-- stored; ties by id. Returns the documents' positions in p_keys and p_ids. The three models visit in this one order.
create function private.spam_training_order(p_keys text[], p_ids bigint[], p_pass integer)
returns integer[]
language sql
immutable
set search_path = ''
as $$
  select array_agg(v.i::integer order by md5(v.key || ':' || p_pass), v.id)
    from unnest(p_keys, p_ids) with ordinality v(key, id, i)
$$;
comment on function private.spam_training_order is 'The order in which a spam model training pass visits its documents (positions), fixed by their tokens and the pass.';

-- What one model reads of its documents, for its training (p_model: 'words' from the tokens, 'letters' from the
-- four-character pieces, 'spans' from the five-character runs). The vocabulary is every token of any document, and
-- every piece found in at least two (a piece of one text alone would only learn that text by heart), numbered in the
-- order of its characters (collation "C": the same numbers, and so the same sums to the last digit, in a database of
-- any collation). A document's vector holds each of its known tokens or pieces at (1 + ln count) * idf (a token is
-- there once: its idf), scaled to length 1 (its squares summed in the vocabulary's order). Returned as arrays the
-- trainings walk in memory: per document its id, its label (+1 spam, -1 real inquiry), a hash of its tokens (for
-- private.spam_training_order) and where its entries begin in numbers and vals (one more at the end); numbers are
-- positions in vocabulary, one document after the other, each document's in the vocabulary's order.
-- The entries (1.3 million for the spans) are sorted once: both arrays are read off one window over that order,
-- where two ordered aggregates would sort them twice (the spans' set 6.9 → 5.8 s of the database's CPU).
create function private.spam_training_set(p_model text, out vocabulary text[], out rarity double precision[],
                                          out ids bigint[], out labels integer[], out keys text[], out starts integer[],
                                          out numbers integer[], out vals double precision[])
language plpgsql
stable
set search_path = ''
as $$
begin
  if p_model is null or p_model not in ('words', 'letters', 'spans') then
    raise exception using errcode = '22023', message = 'model must be words, letters or spans';
  end if;
  with counted as materialized (
    -- counted within each document (a few hundred pieces, in memory), not over every document's pieces at once,
    -- which spills to disk
    select d.id, g.piece, g.n
      from private.spam_model_documents d
      cross join lateral (select p.piece, count(*)::integer as n
                            from unnest(case p_model when 'words' then d.tokens when 'letters' then d.grams
                                                     else d.spans end) p(piece)
                           group by p.piece) g
  ), known as materialized (
    select c.piece, row_number() over (order by c.piece collate "C")::integer as n,
           (ln((1 + (select count(*) from private.spam_model_documents)) / (1.0 + count(*))) + 1)::double precision as idf
      from counted c group by c.piece having count(*) >= case p_model when 'words' then 1 else 2 end
  ), entry as materialized (
    select c.id, k.n, (1 + ln(c.n)) * k.idf as value from counted c join known k on k.piece = c.piece
  )
  select (select array_agg(k.piece order by k.n) from known k), (select array_agg(k.idf order by k.n) from known k),
         v.numbers, v.vals, d.ids, d.labels, d.keys, d.starts
    into vocabulary, rarity, numbers, vals, ids, labels, keys, starts
    from (select array_agg(d.id order by d.id) as ids,
                 array_agg(case d.label when 'spam' then 1 else -1 end order by d.id) as labels,
                 array_agg(md5(array_to_string(d.tokens, ' ')) order by d.id) as keys,
                 array[1] || array_agg(d.next_start order by d.id) as starts
            from (select d.*, (1 + sum(coalesce(l.entries, 0)) over (order by d.id))::integer as next_start
                    from private.spam_model_documents d
                    left join (select e.id, count(*) as entries from entry e group by e.id) l on l.id = d.id) d) d
    -- a left join: with no known piece in any document, the documents still train the constant
    left join (select array_agg(e.n) over every as numbers, array_agg(e.value / sqrt(e.squares)) over every as vals
                 from (select e.*, sum(e.value ^ 2) over (partition by e.id order by e.n
                                                         rows between unbounded preceding and unbounded following)
                                   as squares
                         from entry e) e
               window every as (order by e.id, e.n rows between unbounded preceding and unbounded following)
                limit 1) v on true;
end
$$;
comment on function private.spam_training_set is 'What one spam model reads of its documents for its training: vocabulary, idf and every document''s vector (called by private.train_spam_weights).';

-- Trains one model from its vectors (private.spam_training_set), label +1 for spam and -1 for a real inquiry: the
-- weights start at 0, then the passes visit the documents in a fixed shuffled order (private.spam_training_order),
-- each moving the weights of a document's tokens or pieces by step * value and ~bias with it. The passes run in
-- memory (the weights as one array); then the weights replace the model's rows of the table at once.
-- - The word model ('words'): stochastic sub-gradient descent on the hinge loss, up to ten passes. A document whose
--   label times score is below 1 moves by rate * label, ~bias by a tenth of that (a step as large as a whole
--   document's would swing the score of every short text). A pass that moves nothing ends the training (every
--   document is on its side with room to spare).
-- - The letter and the span model ('letters', 'spans'): dual coordinate descent for a linear support vector machine
--   with the squared hinge loss and cost 0.25 (LIBLINEAR's method, with the constant as a feature of value 1; a cost
--   below LIBLINEAR's default of 1 keeps the weights smaller, and of 0.1 to 2 a quarter held the most spam at zero
--   false alarms). Every document has a weight of its own (alpha, 0 while it lies beyond the margin); each visit sets
--   it to the best value with all others held, and the model's weights follow (weights = the sum of alpha * label *
--   vector). Five passes, or fewer when no alpha would move by more than a thousandth (on the corpus the largest move
--   is then below a tenth; in a replica of this training ten passes held the same spam at zero false alarms). Unlike
--   sub-gradient steps, this converges towards the one best model for its documents, which over tens of thousands of
--   pieces the steps do not reach.
create function private.train_spam_weights(p_model text)
returns void
language plpgsql
set search_path = ''
as $$
declare
  passes constant integer := case p_model when 'words' then 10 else 5 end;
  rate constant double precision := 0.5; -- the word model's step
  cost constant double precision := 0.25; -- the pieces' cost
  diagonal constant double precision := 1 / (2 * cost); -- the squared hinge loss as a term on alpha
  vocabulary text[];
  rarity double precision[];
  ids bigint[];
  labels integer[];
  keys text[];
  starts integer[];
  numbers integer[];
  vals double precision[];
  weights double precision[];
  bias double precision := 0;
  alphas double precision[];
  visit integer[];
  doc integer;
  score double precision;
  gradient double precision;
  largest double precision; -- how far the pass moved (for the word model: 1 once it moved at all)
  step double precision;
  bias_step double precision;
begin
  select * into vocabulary, rarity, ids, labels, keys, starts, numbers, vals from private.spam_training_set(p_model);
  weights := array_fill(0::double precision, array[coalesce(cardinality(vocabulary), 0)]);
  alphas := array_fill(0::double precision, array[coalesce(cardinality(ids), 0)]);
  for pass in 1 .. passes loop
    largest := 0;
    visit := private.spam_training_order(keys, ids, pass);
    foreach doc in array coalesce(visit, '{}') loop
      score := bias;
      for k in starts[doc] .. starts[doc + 1] - 1 loop
        score := score + weights[numbers[k]] * vals[k];
      end loop;
      if p_model = 'words' then
        continue when labels[doc] * score >= 1;
        largest := 1;
        step := rate * labels[doc];
        bias_step := rate / 10 * labels[doc];
      else
        gradient := labels[doc] * score - 1 + diagonal * alphas[doc];
        -- alpha stays at 0 for a document beyond the margin
        continue when alphas[doc] = 0 and gradient >= 0;
        largest := greatest(largest, abs(gradient));
        -- the step that makes the gradient 0: divided by the vector's squared length (1, or 0 for a document with no
        -- known piece), 1 for the constant and the diagonal; alpha never below 0
        step := greatest(alphas[doc] - gradient / (case when starts[doc + 1] > starts[doc] then 2 else 1 end + diagonal),
                         0) - alphas[doc];
        continue when step = 0;
        alphas[doc] := alphas[doc] + step;
        step := step * labels[doc];
        bias_step := step;
      end if;
      for k in starts[doc] .. starts[doc + 1] - 1 loop
        weights[numbers[k]] := weights[numbers[k]] + step * vals[k];
      end loop;
      bias := bias + bias_step;
    end loop;
    exit when largest < 0.001;
  end loop;
  -- one row per token of the vocabulary, a weight of 0 too (its idf counts in the length of a text), and ~bias;
  -- unnest walks the arrays once, where vocabulary[i] for every i would walk the text array from its start each time
  -- (seconds for 95,000 runs)
  delete from private.spam_model_weights w where w.model = p_model;
  insert into private.spam_model_weights (model, token, weight, idf)
  select p_model, v.token, v.weight, v.idf from unnest(vocabulary, weights, rarity) v(token, weight, idf)
  union all select p_model, '~bias', bias, 0;
end
$$;
comment on function private.train_spam_weights is 'Trains one of the spam text model''s three models (words, letters, spans) again from all of private.spam_model_documents (called by private.train_spam_model).';

-- What the model was last trained from: a digest of its documents (each one's id and label), their number and when.
-- The training compares the digest with the documents' own, so it can tell whether anything changed since.
create table private.spam_model_training (
  only_row boolean primary key default true check (only_row),
  documents_digest text not null,
  documents integer not null,
  trained_at timestamptz not null
);
comment on table private.spam_model_training is
  'Spam-Textmodell: wann es zuletzt gelernt hat und aus wie vielen Texten (private.spam_model_documents). Eine '
  'Markierung oder eine gelöschte Anfrage lernt es in der Minute danach.';

-- Trains the three models again from all their documents (private.train_spam_weights), if they changed since the
-- last training. Called every minute by pg_cron, by the seed migration and by anyone who wants the model current at
-- once. A mark is not trained where the owner makes it: the training takes about 16 seconds, and a few marks in one
-- run of the SQL editor would pass its one-minute limit. Runs under a lock, so two callers at once train once;
-- leads scored meanwhile see the weights before (nothing is visible until commit). The digest is taken before the
-- trainings read the documents, so a document committed while they run is not lost: the next call sees the digest
-- differ and trains again. Returns how many documents it learnt from, or null when nothing had changed.
create function private.train_spam_model()
returns integer
language plpgsql
set search_path = ''
as $$
declare
  digest text;
  documents integer;
begin
  perform pg_advisory_xact_lock(hashtextextended('spam text model', 0));
  -- the digest of the documents as they are: their ids and labels in order. An added, relabelled or deleted document
  -- changes it (the tokens of a document never change); about 5 ms for the 4,368 texts of the seed
  select md5(coalesce(string_agg(d.id || d.label, ',' order by d.id), '')), count(*) into digest, documents
    from private.spam_model_documents d;
  if digest = (select t.documents_digest from private.spam_model_training t) then
    return null;
  end if;
  perform private.train_spam_weights('words');
  perform private.train_spam_weights('letters');
  perform private.train_spam_weights('spans');
  -- the table was just replaced: statistics of what it held before (say, a model of no documents) would have the
  -- planner score every lead as if it had two rows
  analyze private.spam_model_weights;
  insert into private.spam_model_training as t (documents_digest, documents, trained_at)
  values (digest, documents, now())
  on conflict (only_row) do update
    set documents_digest = excluded.documents_digest, documents = excluded.documents, trained_at = excluded.trained_at;
  return documents;
end
$$;
comment on function private.train_spam_model is 'Cron (every minute): trains the spam text model again if its documents changed; returns their number, or null when nothing changed.';

select cron.schedule('spam-model-training', '* * * * *', 'select private.train_spam_model()');

-- A training that keeps failing (or a job that no longer runs) would leave the owner's marks unlearnt without a sign:
-- pg_cron notes the failure only in its own history. So the owner's next mark says so when a mark has waited more
-- than five minutes for a training. Empty while the model is current.
create function private.spam_model_stalled_note()
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce((
    select format('; Achtung: Das Textmodell hat zuletzt am %s gelernt, und Markierungen warten seit über fünf '
                  'Minuten darauf. Warum, zeigt das Dashboard unter Integrations → Cron beim Job spam-model-training.',
                  to_char(t.trained_at at time zone 'Europe/Berlin', 'DD.MM.YYYY "um" HH24:MI "Uhr"'))
      from private.spam_model_training t
     where exists (select 1 from private.spam_model_documents d
                    where d.taught_at > t.trained_at and d.taught_at < now() - interval '5 minutes')), '')
$$;
comment on function private.spam_model_stalled_note is 'The owner''s marks: a warning when a mark has waited over five minutes for the model''s training; empty otherwise.';

-- The owner's label for one lead: its tokens become a document with that label, once; a lead taught with the other
-- label before is relabelled. Returns what happened: added, relabelled, unchanged or missing (no such lead). The
-- model learns it at its next training (private.train_spam_model, within a minute).
create function private.teach_spam_model(p_submission_id uuid, p_label text)
returns text
language plpgsql
set search_path = ''
as $$
declare
  doc private.spam_model_documents;
  lead_tokens text[];
  lead_grams text[];
  lead_spans text[];
begin
  if p_label is null or p_label not in ('spam', 'ham') then
    raise exception using errcode = '22023', message = 'label must be spam or ham';
  end if;
  select * into doc from private.spam_model_documents d where d.submission_id = p_submission_id for update;
  if found then
    if doc.label = p_label then
      return 'unchanged';
    end if;
    update private.spam_model_documents d set label = p_label, taught_at = now() where d.id = doc.id;
    return 'relabelled';
  end if;
  select f.tokens, f.grams, f.spans into lead_tokens, lead_grams, lead_spans
    from public.contact_submissions s cross join private.spam_features(s.name, s.nachricht) f
   where s.id = p_submission_id;
  if lead_tokens is null then
    return 'missing';
  end if;
  insert into private.spam_model_documents (label, tokens, grams, spans, source, submission_id)
  values (p_label, lead_tokens, lead_grams, lead_spans, 'owner', p_submission_id);
  return 'added';
end
$$;
comment on function private.teach_spam_model is 'Teaches the spam text model the owner''s label for one lead, once; re-labelling replaces it.';

-- ------------------------------------------------------------------------------------------------------ score
-- How spammy a text is, and the (at most 8) word tokens that weighed most, strongest first, each with its weight in
-- the score (positive: spam, negative: a real inquiry). Each model's score is its ~bias plus the weights times the
-- values of the tokens or pieces it knows (the vector scaled to length 1; unknown ones tell nothing), held within ±15;
-- a model's own log-odds are twice its score (0.88 at the margin of 1 that training keeps spam beyond).
-- The word model speaks first. Where it is sure, a score of -0.5 or below (an inquiry) or of 2 or above (spam), its
-- log-odds alone give the spamminess, and the letters and runs are not even cut out of the text; in between, the
-- spamminess is the logistic function of the mean of the three models' log-odds (0.5 on the boundary, and 0.5 with no
-- tokens while the models are untrained). Over every split of the cross-validation and both holdouts the letter and
-- span models changed the verdict only of texts whose word score lay between 0.05 and 1.43, so the band keeps half a
-- point on either side, and no verdict of those 36,700 scorings changes. Outside it lie 95 % of the inquiries and 28 %
-- of the spam: an inquiry's assessment takes 1.3 ms instead of 4.0, a spam text's 2.6 instead of 3.7 (600 corpus texts
-- each; docs/decisions/2026-11-28-spam-text-model.md).
-- Takes the tokens (private.spam_tokens), so that the assessment, which also looks at their shapes, makes them once.
create function private.spam_text_probability(p_tokens text[], p_name text, p_message text)
returns table (probability numeric, strongest jsonb)
language plpgsql
stable
set search_path = ''
as $$
-- plpgsql rather than SQL: a SQL function is planned again on every call, and every insert calls this once; plpgsql
-- keeps its plans for the connection (0.9 → 0.45 ms per call)
#variable_conflict use_column
declare
  words_score double precision;
  pieces_score double precision;
begin
  with known as (
    -- a join: one probe of the hash index per token (the tokens are distinct)
    select w.token, w.weight, w.idf
      from unnest(p_tokens) t(token)
      join private.spam_model_weights w on w.model = 'words' and w.token = t.token
     where t.token <> '~bias'
  ), contribution as (
    select k.token, k.weight * k.idf / sqrt(sum(k.idf ^ 2) over ()) as weight, k.token ~ '^[[:alnum:]]+$' as word
      from known k
  ), named as (
    -- a stem whose word is there too ("^bonus" beside "bonus") would name the same thing twice, and the stem of a
    -- function word ("^für") explains nothing to a reader; looked for among the 24 that weigh most, not every token
    select c.token, c.weight
      from (select * from contribution order by abs(weight) desc, token limit 24) c
     where round(c.weight::numeric, 2) <> 0
       and not (c.token like '^%' and exists (select from contribution w
                                               where w.word and starts_with(w.token, substr(c.token, 2))))
       and not (c.token like '^%' and substr(c.token, 2) = any (private.spam_function_stems()))
     order by abs(c.weight) desc, c.token
     limit 8
  )
  select greatest(least(coalesce((select w.weight from private.spam_model_weights w
                                   where w.model = 'words' and w.token = '~bias'), 0)
                        + coalesce((select sum(c.weight) from contribution c), 0), 15), -15),
         coalesce((select jsonb_agg(jsonb_build_object('token', n.token, 'weight', round(n.weight::numeric, 2))
                                    order by abs(n.weight) desc, n.token)
                     from named n), '[]'::jsonb)
    into words_score, strongest;

  if words_score <= -0.5 or words_score >= 2 then
    probability := round((1 / (1 + exp(-2 * words_score)))::numeric, 4);
    return next;
    return;
  end if;

  with piece as (
    select 'letters' as model, g.gram, count(*) as n
      from unnest(private.spam_grams(p_name, p_message)) g(gram) group by g.gram
    union all
    select 'spans', g.gram, count(*) from unnest(private.spam_spans(p_name, p_message)) g(gram) group by g.gram
  ), known_piece as (
    -- one probe of the hash index per distinct piece. The training ends with ANALYZE, so the planner knows the
    -- table's size: with the statistics of an empty model it once scanned every weight once per piece (1.85 s a
    -- lead). No "token = any (pieces)" beside the join: checked on every row found, it scans the whole array each
    -- time, and with a text's 600 runs that doubled the time of a call.
    select w.model, (1 + ln(p.n)) * w.idf as value, w.weight
      from piece p join private.spam_model_weights w on w.model = p.model and w.token = p.gram
  )
  select sum(greatest(least(coalesce((select w.weight from private.spam_model_weights w
                                       where w.model = m.model and w.token = '~bias'), 0)
                            + coalesce((select sum(k.weight * k.value) / sqrt(sum(k.value ^ 2))
                                          from known_piece k where k.model = m.model), 0), 15), -15))
    into pieces_score
    from (values ('letters'), ('spans')) m(model);
  probability := round((1 / (1 + exp(-2.0 / 3 * (words_score + pieces_score))))::numeric, 4);
  return next;
end
$$;
comment on function private.spam_text_probability(text[], text, text) is 'Spam text model: the probability that a text with these tokens, name and message is spam, with the tokens that weighed most.';

-- The same for a lead's name and message.
create function private.spam_text_probability(p_name text, p_message text)
returns table (probability numeric, strongest jsonb)
language sql
stable
set search_path = ''
as $$
  select * from private.spam_text_probability(private.spam_tokens(p_name, p_message), p_name, p_message)
$$;
comment on function private.spam_text_probability(text, text) is 'Spam text model: the probability that name and message are spam, with the tokens that weighed most.';

-- The rule that turns the spamminess into points (contact_spam_assessment): nothing up to `parameter`, then rising
-- to `weight` at 1. At 10 and 0.607 the models alone make spam from 0.725 on and add a point from 0.646 to whatever
-- the rules found. Cross-validated on the corpus (five folds, eight ways of splitting it) 0.607 is the lowest
-- parameter (to a thousandth) at which no inquiry is scored as spam in any split
-- (docs/decisions/2026-11-28-spam-text-model.md). The rules `english` and `spam_phrases` are off (weight 0): the model
-- weighs words and phrases from examples, including inquiries that quote an advert or are written in English, which
-- those two rules pushed over the threshold.
insert into private.contact_spam_rules (rule, weight, parameter, description) values
  ('text_model', 10, 0.607,
   'Wie sehr der Text nach Spam aussieht (0 bis 1) nach dem Textmodell, das Wörter, Merkmale und Folgen von vier und '
   'fünf Zeichen aus Beispielen und Ihren Markierungen gelernt hat: über parameter steigen die Punkte bis zum Gewicht '
   'beim Wert 1.')
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
-- When a lead that got through is spam: it becomes spam, the model learns its text as spam (within a minute: its
-- next training), and whatever of its mail has not gone out yet takes the state a lead scored as spam gets: the
-- automatic reply is held (spam; release only through mark_contact_not_spam), the notice waits for the daily spam
-- round-up instead of its own mail. A mail being sent at this very moment (claimed, its lease running) goes out; one
-- already sent stays sent.
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
    return format('Nichts zu tun: keine Anfrage %s', p_submission_id);
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
                 else 'das Textmodell lernt den Text in der nächsten Minute als Spam' end)
    || private.spam_model_stalled_note();
end
$$;
grant execute on function private.mark_contact_spam(uuid) to service_role;
comment on function private.mark_contact_spam is 'Owner: marks a lead as spam, holds its unsent mail and teaches the text model: select private.mark_contact_spam(''<id>'');';

-- When a real inquiry was taken for spam: it becomes a lead, both its mails go out, and the model learns its text as
-- a real inquiry. Called for a lead that already is one, it teaches the model and sends an automatic reply that was
-- held under a flood (release_held_replies): a confirmed inquiry gets what every inquiry gets, and is kept for the
-- full retention period.
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
  model_note text;
  released integer;
begin
  select * into lead from public.contact_submissions s where s.id = p_submission_id for update;
  if lead.id is null then
    return format('Nichts zu tun: keine Anfrage %s', p_submission_id);
  end if;
  learned := private.teach_spam_model(lead.id, 'ham');
  model_note := case learned when 'unchanged' then 'das Textmodell kannte sie schon'
                else 'das Textmodell lernt den Text in der nächsten Minute als echte Anfrage' end
                || private.spam_model_stalled_note();
  if lead.status <> 'spam' then
    released := private.release_held_replies(array[lead.id]);
    return format('%s (%s) ist schon eine Anfrage%s; %s', lead.id, lead.name,
      case when released > 0 then '; ihre zurückgehaltene automatische Antwort geht in den nächsten Sekunden hinaus'
           else '' end,
      model_note);
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
    'nächsten Sekunden hinaus; %s', lead.id, lead.name, model_note);
end
$$;
grant execute on function private.mark_contact_not_spam(uuid) to service_role;
comment on function private.mark_contact_not_spam is 'Owner: confirms a lead taken for spam as real, sends its mails and teaches the text model: select private.mark_contact_not_spam(''<id>'');';
