-- A staged chunk's variables are one JSON array (one JSON.stringify a chunk instead of one a row:
-- docs/performance.md "Session 32: upload server side"). A chunk staged before this keeps its rows:
-- its lines are JSON objects, none holding a line break, so joined by commas inside brackets they are that array.
update campaign_import_chunks set variables = '[' || replace(variables, E'\n', ',') || ']';
