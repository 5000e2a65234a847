-- A digest of every weight of the spam text model: training is deterministic, so the same documents give the same one.
create or replace function tests.spam_model_weights_digest()
returns text
language sql
stable
set search_path = ''
as $$
  select md5(string_agg(w.model || ':' || w.token || '=' || w.weight, ',' order by w.model, w.token))
    from private.spam_model_weights w
$$;

-- The spam text model's state as one line (its number of documents and a digest of every weight), for tests that
-- compare it before and after a mark, a re-mark or a deletion. Training is deterministic, so the same documents give
-- the same line.
create or replace function tests.spam_model_state()
returns text
language sql
stable
set search_path = ''
as $$
  select (select count(*) from private.spam_model_documents) || ' documents, weights '
         || tests.spam_model_weights_digest()
$$;
