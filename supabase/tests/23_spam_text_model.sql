-- pgTAP: the spam text model (20261127160400_spam_text_model.sql): its tokens, the seeded model's verdicts, what the
-- owner's marks teach it, how it adds to the rules, and that no value a client reports decides spam alone. The model's
-- cross-validated figure (trained on four fifths of the corpus, scored on the fifth it never saw, five times) is taken
-- through the API, as a script that mimics the form sends its texts: tests/contract/spam-model.test.ts.
begin;
select plan(88);

create function pg_temp.has_tokens(p_message text, p_expected text[]) returns boolean language sql as $$
  select private.spam_tokens('Erika', p_message) @> p_expected
$$;
create function pg_temp.probability(p_message text, p_name text default 'Erika') returns numeric language sql as $$
  select probability from private.spam_text_probability(p_name, p_message)
$$;
create function pg_temp.form_insert(email text, nachricht text, proof text, name text default 'Erika Muster')
  returns text language sql as $$
  select format($i$insert into public.contact_submissions (anrede, name, email, grund, nachricht, datenschutz, proof_of_work)
                 values ('frau', %L, %L, 'fragen', %L, true, %L)$i$, name, email, nachricht, proof)
$$;
grant execute on function pg_temp.form_insert(text, text, text, text) to anon;
create function pg_temp.lead(p_email text, p_message text) returns uuid language sql as $$
  insert into public.contact_submissions (anrede, name, email, grund, nachricht, datenschutz)
  values ('frau', 'Erika Muster', p_email, 'fragen', p_message, true) returning id
$$;
delete from vault.secrets where name in ('contact_autoreply_url', 'contact_autoreply_secret');
set local client_min_messages = error; -- the delivery trigger's "Vault secret missing" warning
delete from private.contact_client_submissions;

-- ---------------------------------------------------------------------------------------------------- tokens
select ok(pg_temp.has_tokens('Ich möchte das bezahlen, ich biete keine Kooperation an. Not interested in reach.',
            array['!kooperation', '!interested', 'bezahlen', 'keine'])
          and not pg_temp.has_tokens('Ich möchte das bezahlen, ich biete keine Kooperation an. Not interested in reach.',
                                     array['kooperation'])
          and not pg_temp.has_tokens('Ich möchte das bezahlen, ich biete keine Kooperation an. Not interested in reach.',
                                     array['^kooperation']),
  'a word within two words after a negation is its own token („keine Kooperation“ is not „Kooperation“)');
select ok(pg_temp.has_tokens('Unsere Bäckerei in Köln braucht eine neue Website',
            array['bäckerei', 'köln', 'neue', 'website', 'braucht', '^backerei', '^neu', 'unsere>backerei'])
          and not pg_temp.has_tokens('Unsere Bäckerei in Köln braucht eine neue Website', array['bäckerei köln']),
  'words are lower-cased Unicode words with their stems; pairs only around pronouns');
select ok(not pg_temp.has_tokens('Unsere Bäckerei in Köln braucht eine neue Website', array['in']) and
          not pg_temp.has_tokens('Unsere Bäckerei in Köln braucht eine neue Website', array['eine']),
  'function words of German and English are left out');
select ok(cardinality(private.spam_tokens('', 'a ' || repeat('x', 31) || ' 2024 12345')) = 0,
  'a word needs 2 to 30 characters; numbers alone count only by their shape');
select ok(pg_temp.has_tokens('Mehr Gewinne: https://www.casino-win.ru/bonus und www.slots.cn', array['~link:page', '~link:home', '~tld:ru', '~tld:cn'])
          and not pg_temp.has_tokens('Mehr Gewinne: https://www.casino-win.ru/bonus', array['https'])
          and not pg_temp.has_tokens('Mehr Gewinne: https://www.casino-win.ru/bonus', array['www']),
  'a link counts by what it points to and its top-level domain, not again by its parts');
select ok(pg_temp.has_tokens('Unsere Seite: https://www.baeckerei.example/ und https://instagram.com/baeckerei', array['~link:home', '~link:profile'])
          and pg_temp.has_tokens('Jetzt klicken: https://x.example/go?ref=12', array['~link:query'])
          and pg_temp.has_tokens('my pics: kate-online.example/p/9', array['~link:page'])
          and not pg_temp.has_tokens('Unsere Seite: https://www.baeckerei.example/', array['~tld:example']),
  'a home page, a profile, a page with a query, a domain with a path; the reserved .example names no top-level domain');
select ok(pg_temp.has_tokens('Schreiben Sie an offers@deals.example', array['~email']), 'an e-mail address in the text');
select ok(pg_temp.has_tokens('<a href="http://x.example">hier</a>', array['~markup']) and
          pg_temp.has_tokens('[url=http://x.example]hier[/url]', array['~markup']),
  'HTML and BBCode');
select ok(pg_temp.has_tokens('Hello {{first_name}}, I love {{Company}}', array['~placeholder']) and
          pg_temp.has_tokens('Dear [Company Name] team', array['~placeholder']),
  'template placeholders a bulk sender forgot to fill');
select ok(pg_temp.has_tokens('Здравствуйте, продвижение сайтов', array['~script:cyrillic', 'здравствуйте', 'продвижение', 'сайтов']),
  'Cyrillic: a marker and its words');
select ok(pg_temp.has_tokens('我们提供网站推广服务', array['~script:cjk', '网', '网站', '推广']),
  'CJK: a marker, single characters and character pairs');
select ok(pg_temp.has_tokens('GRATIS Angebot nur HEUTE', array['~caps']) and not pg_temp.has_tokens('Wir sind eine GmbH mit SEO', array['~caps']),
  'words in capitals (four letters or more)');
select ok(pg_temp.has_tokens('WhatsApp: +49 170 1234567', array['~phone', '~digits']), 'a phone number');
select ok(pg_temp.has_tokens('Only 99 USD per month', array['~money']) and pg_temp.has_tokens('Budget etwa 2.000 €', array['~money']),
  'money');
select ok(pg_temp.has_tokens('kjhsdf8723kjh', array['~mixed']) and not pg_temp.has_tokens('Das 10er-Paket, 2024', array['~mixed']),
  'gibberish of letters and digits');
select ok(pg_temp.has_tokens('xkcdqwrtz zzgl', array['~novowel']) and not pg_temp.has_tokens('Angebot https://a.example', array['~novowel']),
  'consonant runs without a vowel');
select ok(pg_temp.has_tokens(E'Ist das seriös?\n> Buy cheap followers now\nDanke', array['~quoted', 'seriös'])
          and not pg_temp.has_tokens(E'Ist das seriös?\n> Buy cheap followers now\nDanke', array['followers']),
  'quoted mail is left out (someone asks about an advert they got), with a marker');
select ok(pg_temp.has_tokens('Hallo {Anrede} {Nachname}, {% if firma %}', array['~placeholder'])
          and pg_temp.has_tokens('Lorem ipsum dolor sit amet', array['~lorem']),
  'more placeholders ({Firma}, {% if %}) and filler text');
select ok(pg_temp.has_tokens('𝖍𝖊𝖑𝖑𝖔 ⓦⓞⓦ', array['~symbols']) and pg_temp.has_tokens('Ð—Ð´Ñ€Ð°Ð²Ñ', array['~garbled'])
          and not pg_temp.has_tokens('Größe, Maß und Ärger – „gut“', array['~symbols'])
          and not pg_temp.has_tokens('Größe, Maß und Ärger – „gut“', array['~garbled']),
  'letters dressed up as symbols, text garbled by a wrong encoding; German letters and quotes are neither');
select ok(pg_temp.has_tokens('xjJqpWmZkt', array['~case_jumble']) and not pg_temp.has_tokens('YouTube, TikTok und LinkedIn', array['~case_jumble']),
  'a case jumble, not a brand''s capital inside');
select ok(pg_temp.has_tokens('dGhpcyBpcyBhIHRlc3QgbWVzc2FnZSBmcm9t', array['~blob']) and pg_temp.has_tokens('asdfgh qwertz', array['~keyboard']),
  'encoded blobs and keyboard rows');
select ok(pg_temp.has_tokens('seo seo seo backlinks seo seo backlinks seo seo', array['~repetitive'])
          and not pg_temp.has_tokens('Wir hätten gern ein Video für unseren Hofladen, gern auch mit Drohne', array['~repetitive']),
  'a text that keeps saying the same few words');
select ok(pg_temp.has_tokens('collab? dm me on ig @glow_lena', array['~handle']) and not pg_temp.has_tokens('Mail an a.b@c.example', array['~handle']),
  'a handle to write to elsewhere, not an e-mail address');
select ok(pg_temp.has_tokens('Wir bringen Ihr Unternehmen nach vorn', array['~your_business']) and pg_temp.has_tokens('your business deserves more', array['~your_business'])
          and pg_temp.has_tokens('Ihre Website lädt zu langsam', array['~your_website'])
          and not pg_temp.has_tokens('ihr macht doch auch Websites? Unternehmen wie meins', array['~your_business']),
  'the sender speaks of the recipient''s business or website (the formal Ihr)');
select ok(pg_temp.has_tokens('?????', array['~no_letters']) and pg_temp.has_tokens('test test test test test test', array['~repetitive']),
  'a message without letters, a message of one word over and over');
select ok(pg_temp.has_tokens('Ich habe das bekommen: „We bring your website to page one of Google in 14 days“ – seriös?', array['~quoted', 'seriös'])
          and not pg_temp.has_tokens('Ich habe das bekommen: „We bring your website to page one of Google in 14 days“ – seriös?', array['google']),
  'an advert quoted in the sender''s own lines is left out too');
select is(private.spam_tokens('Erika', 'Hallo hallo HALLO'), array['^erika', '^hallo', 'erika', 'hallo', '~caps'],
  'every token once, sorted');
-- Text handed over in another collation stands for a database created with it: a function sorts in the collation of
-- its arguments. The model must read the same from the same text in any collation ("~" sorts before letters in
-- German, after them in the characters' order).
select is((select row(f.*)::text
             from private.spam_features('Lucky' collate "de-x-icu",
                                        'Best casino: https://lucky.example/bonus, 99 USD! Wir bieten keine Kooperation'
                                        collate "de-x-icu") f),
          (select row(f.*)::text
             from private.spam_features('Lucky', 'Best casino: https://lucky.example/bonus, 99 USD! Wir bieten keine Kooperation') f),
  'tokens, pieces and runs in the same order in a German collation');
select ok(pg_temp.has_tokens('Wir bieten Ihnen Angebote', array['^angebot', 'wir>biet', 'biet<ihnen'])
          and pg_temp.has_tokens('Ich suche ein Angebot. Can I get one?', array['^angebot', 'ich>such', 'can<i', 'i>get']),
  'stems, and pronouns with the stem of their neighbours: who offers, who asks');

-- ------------------------------------------------------------------------------------ the seeded model's verdicts
select ok((select count(*) filter (where label = 'spam') >= 200 and count(*) filter (where label = 'ham') >= 200
             from private.spam_model_documents where source = 'seed')
          and (select count(*) > 1000 from private.spam_model_weights),
  'the model starts trained on the corpus (seed migration)');
select cmp_ok(pg_temp.probability(
  'Hi, we offer cheap backlinks and guest posts on high DA sites, get more traffic and leads today, reply YES for a free offer',
  'Mark SEO'), '>', 0.7::numeric, 'a clearly spammy text scores high');
select cmp_ok(pg_temp.probability(
  'Guten Tag, wir sind ein kleiner Hofladen bei Lüneburg und hätten gern eine einfache Website mit Öffnungszeiten. '
  'Was würde das ungefähr kosten? Viele Grüße', 'Jutta Wiese'), '<', 0.3::numeric, 'a German inquiry scores low');
select results_eq($$ select probability, strongest from private.spam_text_probability('Qöxq', 'Zxqöj Vqxjöq') $$,
  $$ select round((1 / (1 + exp(-2.0 / 3 * sum(weight))))::numeric, 4), '[]'::jsonb
       from private.spam_model_weights where token = '~bias' $$,
  'a text of unknown words and letters: only the three constants speak, and no evidence');
select ok((select jsonb_array_length(strongest) between 1 and 8
              and (strongest -> 0 ->> 'weight')::numeric > 0
              and strongest @> '[{"token": "casino"}]'
            from private.spam_text_probability('Lucky', 'Best online casino bonus, free spins and jackpot every day')),
  'the strongest tokens (at most 8) come with their direction');
-- the word model decides alone where it is sure (a score of -0.5 or below, 2 or above): moving the letter and span
-- models' constants changes the spamminess of a text it is unsure of, not of one it is sure of
create temporary table t_piece_bias as
  select model, weight from private.spam_model_weights where model in ('letters', 'spans') and token = '~bias';
create temporary table t_word_sure as
  select pg_temp.probability('Guten Tag, wir sind ein kleiner Hofladen bei Lüneburg und hätten gern eine einfache '
                             'Website mit Öffnungszeiten. Was würde das ungefähr kosten? Viele Grüße', 'Jutta Wiese') as sure,
         pg_temp.probability('Zxqöj Vqxjöq', 'Qöxq') as unsure;
update private.spam_model_weights set weight = weight + 2 where model in ('letters', 'spans') and token = '~bias';
select is(pg_temp.probability('Guten Tag, wir sind ein kleiner Hofladen bei Lüneburg und hätten gern eine einfache '
                              'Website mit Öffnungszeiten. Was würde das ungefähr kosten? Viele Grüße', 'Jutta Wiese'),
          (select sure from t_word_sure), 'a text the word model is sure of: the letter and span models are not asked');
select cmp_ok(pg_temp.probability('Zxqöj Vqxjöq', 'Qöxq'), '>', (select unsure from t_word_sure),
  'a text it is unsure of: they are');
update private.spam_model_weights w set weight = b.weight from t_piece_bias b where w.model = b.model and w.token = '~bias';

-- ------------------------------------------------------------------------------------ with the rules
select ok((select signals @> array['text_model:' || round(pg_temp.probability('Best online casino bonus at https://lucky-slots.example/bonus - free spins, jackpot and crypto payouts every day! Sign up now: https://lucky-slots.example/join', 'Lucky'), 2)]
             and score >= 3 and text_evidence ? 'tokens'
             from private.contact_spam_assessment('Lucky', 'Best online casino bonus at https://lucky-slots.example/bonus - free spins, jackpot and crypto payouts every day! Sign up now: https://lucky-slots.example/join',
                                                  '{"api": true, "form_ms": 25000}')),
  'a spam text sent with a plausible form timing is spam by its text');
select ok((select not (signals::text like '%text_model%') and score = 0 and text_evidence is not null
             from private.contact_spam_assessment('Jutta Wiese',
               'Guten Tag, wir hätten gern eine einfache Website mit Öffnungszeiten. Was würde das kosten?',
               '{"api": true, "form_ms": 25000}')),
  'an inquiry gets no points from the model, and its evidence is kept');
create temporary table t_model_rule as select weight from private.contact_spam_rules where rule = 'text_model';
update private.contact_spam_rules set weight = 0 where rule = 'text_model';
select results_eq(
  $$ select score, signals from private.contact_spam_assessment('Lucky', 'Best online casino bonus, free spins and jackpot every day',
                                                             '{"api": true, "form_ms": 25000}') $$,
  $$ values (0::numeric, '{}'::text[]) $$,
  'weight 0 switches the model off: the rules see nothing in the same text (its words are the model''s)');
select results_eq(
  $$ select score, signals from private.contact_spam_assessment('Team', 'Hallo {{first_name}}, wir haben ein Angebot für {{company}}.',
                                                             '{"api": true, "form_ms": 25000}') $$,
  $$ values (3::numeric, array['shapes:placeholder']) $$,
  'a template sent unfilled is spam by its shape alone, whatever the model says');
select is(private.spam_reasons(array['shapes:lorem|placeholder'], null), 'kein Mensch schreibt so: Blindtext, Platzhalter',
  'the leads view names the shapes in German');
update private.contact_spam_rules set weight = (select weight from t_model_rule) where rule = 'text_model';

-- a long message costs milliseconds, not seconds (a script may send the longest the form allows, many times). Counted
-- in the server process's CPU time (/proc, in ticks of 10 ms), the mean of ten: on the clock a busy machine would
-- count the time other processes had the CPU too.
create function pg_temp.cpu_ms() returns numeric language sql as $$
  select (split_part(fields, ' ', 12)::numeric + split_part(fields, ' ', 13)::numeric) * 10
    from (select substr(stat, strpos(stat, ') ') + 2) as fields
            from pg_read_file(format('/proc/%s/stat', pg_backend_pid())) as stat) as t
$$;
create function pg_temp.assessment_cpu_ms(p_message text) returns numeric language plpgsql as $$
declare started numeric := pg_temp.cpu_ms();
begin
  for i in 1..10 loop
    perform private.contact_spam_assessment('Erika', p_message || i, '{"api": true, "form_ms": 25000}');
  end loop;
  return (pg_temp.cpu_ms() - started) / 10;
end $$;
select cmp_ok(pg_temp.assessment_cpu_ms(left(repeat('Guten Tag, wir hätten gern eine Website für den Hofladen bei Lüneburg. ', 200), 4990)),
  '<', 500::numeric, 'a message of 5,000 characters is scored in under half a second of CPU time');

-- ------------------------------------------------------------ no value a client reports decides alone
-- a script sends through the API what it likes; it fetched its challenge two minutes before sending (a challenge
-- issued with a shorter lifetime than the one in force when it is spent seems that much older, and its issue time is
-- all the score reads of it)
update private.contact_submission_settings set proof_lifetime = proof_lifetime - interval '2 minutes';
create temporary table t_proofs as
  select 'no_timing' as kind, tests.solved_contact_proof(null) as proof
  union all select 'honeypot', tests.solved_contact_proof(20000, 'https://bot.example')
  union all select 'both', tests.solved_contact_proof(1500, 'https://bot.example')
  union all select 'spam_text', tests.solved_contact_proof(25000);
grant select on t_proofs to anon;
update private.contact_submission_settings set proof_lifetime = proof_lifetime + interval '2 minutes';
select tests.act_as('anon', '198.51.100.60');
select lives_ok(pg_temp.form_insert('ohne-zeit@example.de',
  'Guten Tag, ich hätte gern ein Angebot für eine Website für meine Physiotherapiepraxis.',
  (select proof from t_proofs where kind = 'no_timing')), 'a lead without the form''s timing');
reset role;
select tests.act_as('anon', '198.51.100.61');
select lives_ok(pg_temp.form_insert('falle-allein@example.de',
  'Hallo, was kostet bei Ihnen ein Imagevideo für unseren Reitstall? Viele Grüße',
  (select proof from t_proofs where kind = 'honeypot')), 'a lead with the hidden field filled');
reset role;
select tests.act_as('anon', '198.51.100.62');
select lives_ok(pg_temp.form_insert('falle-schnell@example.de',
  'Moin, wir suchen Hilfe bei Instagram-Beiträgen für unser Café in Kiel.',
  (select proof from t_proofs where kind = 'both')), 'a lead with the hidden field filled, sent at once');
reset role;
select tests.act_as('anon', '198.51.100.63');
select lives_ok(pg_temp.form_insert('werbung@example.de',
  'Hello, I was checking your website and it is not on the first page of Google. We offer cheap SEO services, backlinks and guest posts on high DA sites: https://rank-fast.example. Reply YES for a free audit!',
  (select proof from t_proofs where kind = 'spam_text'), 'Mark SEO'), 'spam with a plausible form timing');
reset role;
select results_eq($$ select status, spam_signals from public.contact_submissions where email = 'ohne-zeit@example.de' $$,
  $$ values ('lead', array['no_browser_timing']) $$, 'no form timing alone is no spam: the text decides');
select results_eq($$ select status, spam_signals from public.contact_submissions where email = 'falle-allein@example.de' $$,
  $$ values ('lead', array['honeypot']) $$, 'a filled hidden field alone is no spam');
select results_eq($$ select status, spam_signals from public.contact_submissions where email = 'falle-schnell@example.de' $$,
  $$ values ('spam', array['fast_fill:1500ms', 'honeypot']) $$, 'both together are');
select is((select status from public.contact_submissions where email = 'werbung@example.de'), 'spam',
  'a script with a plausible timing is judged by its text');
select matches((select spam_gruende from public.contact_leads where email = 'werbung@example.de'),
  '^Textmodell: [0-9]{1,3}\u00a0% spamtypisch \(vor allem [^;]+\)$',
  'the leads view says why, in German: the model''s verdict with its strongest tokens, then the rules');
select matches((select spam_gruende from public.contact_leads where email = 'falle-schnell@example.de'),
  '^(Textmodell: [0-9]{1,3}\u00a0% spamtypisch \(anfragetypisch: [^;]+\); )?Formular in 1,5 Sekunden ausgefüllt; unsichtbares Feld ausgefüllt \(das tun nur Programme\)$',
  'a lead the rules caught: the model saw an inquiry, the rules in words');

-- ------------------------------------------------------------------------ a holdout written after the model
-- 120 texts (60 spam, 60 inquiries) written by someone else once the model's tokens were settled, and never trained
-- on: the seeded model, trained on the whole corpus, scores them as the form sends them (here, before any mark
-- below teaches it more).
\set holdout `cat supabase/tests/fixtures/spam-holdout.json`
-- the texts of a holdout file, each scored with every rule as the form sends it: whether it is held, and the tokens its
-- reasons name
create function pg_temp.held_texts(p_file jsonb)
returns table (truth text, id text, held boolean, strongest jsonb)
language sql
as $$
  select h.truth, h.id, a.score >= s.spam_threshold, a.text_evidence -> 'tokens'
    from (select 'ham' as truth, e ->> 'id' as id, e ->> 'name' as name, e ->> 'nachricht' as nachricht
            from jsonb_array_elements(p_file -> 'inquiries') e
          union all
          select 'spam', e ->> 'id', e ->> 'name', e ->> 'nachricht'
            from jsonb_array_elements(p_file -> 'spam') e) h
   cross join lateral private.contact_spam_assessment(h.name, h.nachricht, '{"api": true, "form_ms": 25000}') a
   cross join private.contact_submission_settings s
$$;
create temporary table t_holdout as select * from pg_temp.held_texts(:'holdout'::jsonb);
select is((select array_agg(id order by id) from t_holdout where truth = 'ham' and held), null,
  'holdout: no inquiry is held');
select ok((select count(*) filter (where held) >= 0.8 * count(*) from t_holdout where truth = 'spam'),
  'holdout: at least four fifths of the spam is held');
select diag(format('holdout, trained on the corpus: spam held %s of %s, inquiries held %s of %s',
  count(*) filter (where truth = 'spam' and held), count(*) filter (where truth = 'spam'),
  count(*) filter (where truth = 'ham' and held), count(*) filter (where truth = 'ham')))
  from t_holdout;

-- A second holdout, 1,660 texts (958 spam, 702 inquiries) written for the corpus after the model was settled (the
-- same brief as the corpus's last three rounds, other regions and trades) and kept out of it: added to the corpus,
-- they lowered the cross-validated figure (an inquiry such as „Bieten Sie Ihre Chatbots auch white-label für Agenturen
-- an? Wir würden gern einkaufen.“ set the cut-off higher than any spam it let through was worth). What the model does
-- with texts no fold ever saw: it holds about three quarters of their spam, and a few of their inquiries (3 of 702 when
-- this was written). The bounds sit below those figures and guard against a regression; they are not the target.
\set holdout2 `cat supabase/tests/fixtures/spam-holdout-2.json`
create temporary table t_holdout2 as select * from pg_temp.held_texts(:'holdout2'::jsonb);
select ok((select count(*) filter (where held) <= 0.01 * count(*) from t_holdout2 where truth = 'ham'),
  'second holdout: at most one inquiry in a hundred is held');
select ok((select count(*) filter (where held) >= 0.7 * count(*) from t_holdout2 where truth = 'spam'),
  'second holdout: at least seven tenths of the spam is held');
select diag(format('second holdout, trained on the corpus: spam held %s of %s, inquiries held %s of %s (%s)',
  count(*) filter (where truth = 'spam' and held), count(*) filter (where truth = 'spam'),
  count(*) filter (where truth = 'ham' and held), count(*) filter (where truth = 'ham'),
  coalesce(string_agg(id, ', ' order by id) filter (where truth = 'ham' and held), 'none')))
  from t_holdout2;

-- both holdouts: what the model adds to the rules, and what the reasons shown name. The rules alone are the same
-- texts scored with the text model's rule switched off.
create temporary view t_holdouts as select * from t_holdout union all select * from t_holdout2;
select weight as text_model_weight from private.contact_spam_rules where rule = 'text_model' \gset
update private.contact_spam_rules set weight = 0 where rule = 'text_model';
create temporary table t_rules_alone as
  select * from pg_temp.held_texts(:'holdout'::jsonb) union all select * from pg_temp.held_texts(:'holdout2'::jsonb);
update private.contact_spam_rules set weight = :'text_model_weight' where rule = 'text_model';
select ok((select count(*) filter (where held) from t_holdouts where truth = 'spam')
          >= 3 * (select count(*) filter (where held) from t_rules_alone where truth = 'spam'),
  'holdouts: with the model at least three times as much of the spam pasted into the form is held as by the rules alone');
select diag(format('holdouts: spam held %s of %s, by the rules alone %s',
                   (select count(*) filter (where held) from t_holdouts where truth = 'spam'),
                   (select count(*) from t_holdouts where truth = 'spam'),
                   (select count(*) filter (where held) from t_rules_alone where truth = 'spam')));
select is((select array_agg(distinct e ->> 'token' order by e ->> 'token')
             from t_holdouts h cross join jsonb_array_elements(h.strongest) e
            where e ->> 'token' like '^%'
              and substr(e ->> 'token', 2) = any (private.spam_function_stems())),
  null, 'the reasons shown never name the stem of a function word („für…“), over all texts of both holdouts');
select ok((select count(*) filter (where e ->> 'token' like '^%') > 100
             from t_holdouts h cross join jsonb_array_elements(h.strongest) e),
  'stems of content words are still shown');

-- ------------------------------------------------------------------------------------ the owner teaches it
-- a fifth of the corpus, and what the models read of each of its texts, made once for the trainings below
\set corpus `cat supabase/tests/fixtures/spam-corpus.json`
create temporary table t_features as
  select c.id, c.truth, f.tokens, f.grams, f.spans
    from (select 'ham' as truth, e ->> 'id' as id, e ->> 'name' as name, e ->> 'nachricht' as nachricht
            from jsonb_array_elements((:'corpus'::jsonb) -> 'inquiries') e
          union all
          select 'spam', e ->> 'id', e ->> 'name', e ->> 'nachricht'
            from jsonb_array_elements((:'corpus'::jsonb) -> 'spam') e) c
   cross join private.spam_features(c.name, c.nachricht) f
   where abs(hashtext(c.id)) % 5 = 0;

create temporary table t_offer as select
  'Haben Sie Bedarf an Palettenregalen? Gern mit Montage.'::text as sent,
  'Bedarf an Palettenregalen oder Kragarmregalen? Gern mit Montage.'::text as later;
select pg_temp.lead('regale@example.de', (select sent from t_offer)) as id \gset offer_
select is((select status from public.contact_submissions where id = :'offer_id'), 'lead', 'an advert that got through');
-- The marks below are about what a mark does, not about how well the model judges, so the model learns from a fifth
-- of the corpus meanwhile, and a training takes a fifth of the time.
delete from private.spam_model_documents;
insert into private.spam_model_documents (label, tokens, grams, spans, source)
select f.truth, f.tokens, f.grams, f.spans, 'seed' from t_features f order by f.id;
select is(private.train_spam_model(), (select count(*)::int from private.spam_model_documents),
  'a training learns from every document and says how many');
select is(private.train_spam_model(), null, 'the next, with no document changed, does nothing');
select is((select command from cron.job where jobname = 'spam-model-training'), 'select private.train_spam_model()',
  'pg_cron trains it every minute');
create temporary table t_before as
  select pg_temp.probability((select later from t_offer)) as p, tests.spam_model_state() as state,
         tests.spam_model_weights_digest() as weights, (select count(*) from private.spam_model_documents) as documents;

select matches(private.mark_contact_spam(:'offer_id'),
  'ist jetzt Spam, 2 noch nicht versendete E-Mail\(s\) zurückgehalten; das Textmodell lernt den Text in der nächsten Minute als Spam',
  'the owner marks it as spam');
select is((select status from public.contact_submissions where id = :'offer_id'), 'spam', 'it is spam now');
select results_eq(format($$ select kind, status, hold_reason from public.contact_deliveries where submission_id = %L order by kind $$, :'offer_id'),
  $$ values ('autoreply', 'held', 'spam'), ('owner_notice', 'bundled', null) $$,
  'its unsent mail is withheld as for spam: no reply, no single notice');
select results_eq(format($$ select label, source from private.spam_model_documents where submission_id = %L $$, :'offer_id'),
  $$ values ('spam', 'owner') $$, 'one more spam document, the owner''s');
select is(tests.spam_model_weights_digest(), (select weights from t_before),
  'the mark itself does not train (seconds the owner would wait, and a few marks would pass the editor''s minute)');
select is(private.train_spam_model(), (select documents + 1 from t_before)::int, 'the minute''s training learns it');
select cmp_ok(pg_temp.probability((select later from t_offer)), '>', (select p from t_before),
  'the next similar text scores higher');
create temporary table t_as_spam_state as select tests.spam_model_state() as state;
select matches(private.mark_contact_spam(:'offer_id'), 'kannte ihn schon als Spam', 'marking it again');
do $$ begin perform private.train_spam_model(); end $$;
select is(tests.spam_model_state(), (select state from t_as_spam_state), 'does not count it twice');

create temporary table t_as_spam as select pg_temp.probability((select later from t_offer)) as p;
select matches(private.mark_contact_not_spam(:'offer_id'),
  'ist jetzt eine Anfrage; .* hinaus; das Textmodell lernt den Text in der nächsten Minute als echte Anfrage',
  'the owner changes their mind');
select results_eq(format($$ select label from private.spam_model_documents where submission_id = %L $$, :'offer_id'),
  $$ values ('ham') $$, 'its document moves from spam to real inquiries');
do $$ begin perform private.train_spam_model(); end $$;
select cmp_ok(pg_temp.probability((select later from t_offer)), '<', (select p from t_as_spam),
  'and, trained again, the next similar text scores lower again');
select results_eq(format($$ select kind, status from public.contact_deliveries where submission_id = %L order by kind $$, :'offer_id'),
  $$ values ('autoreply', 'pending'), ('owner_notice', 'pending') $$, 'its mail goes out after all');
select is((select count(*)::int from private.spam_model_documents where submission_id = :'offer_id'), 1,
  'one document per lead, whatever the owner said last');
select matches(private.mark_contact_spam(gen_random_uuid()), 'Nichts zu tun', 'an unknown id changes nothing');

-- a training that stopped: the owner's next mark says so, once an earlier mark has waited over five minutes
select pg_temp.lead('wartet@example.de', 'Eine Anfrage, die markiert wird, während das Modell nicht lernt.') as id \gset waiting_
select pg_temp.lead('danach@example.de', 'Eine zweite Anfrage, die der Inhaber danach markiert.') as id \gset next_
select unalike(private.mark_contact_spam(:'waiting_id'), '%Achtung%', 'no warning while the model is current');
update private.spam_model_training set trained_at = now() - interval '20 minutes';
update private.spam_model_documents set taught_at = now() - interval '4 minutes' where submission_id = :'waiting_id';
select unalike(private.mark_contact_spam(:'next_id'), '%Achtung%', 'nor while a mark has waited four minutes');
update private.spam_model_documents set taught_at = now() - interval '6 minutes' where submission_id = :'waiting_id';
select matches(private.mark_contact_not_spam(:'next_id'),
  '; Achtung: Das Textmodell hat zuletzt am \d\d\.\d\d\.\d{4} um \d\d:\d\d Uhr gelernt, und Markierungen warten seit über fünf Minuten darauf\. Warum, zeigt das Dashboard unter Integrations → Cron beim Job spam-model-training\.$',
  'one that has waited six minutes: the owner''s next mark says so, and where to look');
do $$ begin perform private.train_spam_model(); end $$;

-- a mail that has gone out stays sent; one that is being sent (its lease running) is not touched
select pg_temp.lead('gesendet@example.de', 'Eine Anfrage, deren Antwort schon hinaus ist.') as id \gset sent_
update public.contact_deliveries set status = 'sent', sent_at = now() where submission_id = :'sent_id' and kind = 'autoreply';
update public.contact_deliveries set locked_until = now() + interval '1 minute' where submission_id = :'sent_id' and kind = 'owner_notice';
create temporary table t_before_sent_mark as select tests.spam_model_state() as state;
select matches(private.mark_contact_spam(:'sent_id'), 'ist jetzt Spam; das Textmodell', 'marking a lead whose mail is out');
select results_eq(format($$ select kind, status from public.contact_deliveries where submission_id = %L order by kind $$, :'sent_id'),
  $$ values ('autoreply', 'sent'), ('owner_notice', 'pending') $$, 'leaves sent and in-flight mail alone');

-- the lead's deletion (retention) takes its document, and the next training learns without it
do $$ begin perform private.train_spam_model(); end $$;
select isnt(tests.spam_model_state(), (select state from t_before_sent_mark), 'the model learnt the mark');
delete from public.contact_submissions where id = :'sent_id';
select is((select count(*)::int from private.spam_model_documents where submission_id = :'sent_id'), 0,
  'a deleted lead takes its document along');
do $$ begin perform private.train_spam_model(); end $$;
select is(tests.spam_model_state(), (select state from t_before_sent_mark),
  'and the model forgets it: trained again, exactly as before the mark');

-- privileges
select ok(has_function_privilege('service_role', 'private.mark_contact_spam(uuid)', 'execute')
          and not has_function_privilege('anon', 'private.mark_contact_spam(uuid)', 'execute')
          and not has_function_privilege('authenticated', 'private.mark_contact_spam(uuid)', 'execute'),
  'only service_role (and the owner) may mark');
select ok(not has_function_privilege('service_role', 'private.train_spam_model()', 'execute')
          and not has_table_privilege('service_role', 'private.spam_model_weights', 'select,update'),
  'the model itself is the owner''s');

select * from finish();
rollback;
