-- A rule's idents keep the source's order and system (DISA lists legacy ids before CCIs in some benchmarks, and
-- tools read them in that order), and the description tags DISA repeats are lists.
-- Rows written before this migration held CCIs and legacy ids apart, so they become CCIs then legacy ids under the
-- systems DISA writes today, and a newline-joined Responsibility becomes one value per line: the closest this data
-- allows. Importing the files again into an empty database gives the source's order.
ALTER TABLE benchmark_rule ADD COLUMN ident_systems TEXT[], ADD COLUMN ident_values TEXT[];

UPDATE benchmark_rule SET
    ident_values = ccis || legacy_ids,
    ident_systems = array_fill('http://cyber.mil/cci'::TEXT, ARRAY[cardinality(ccis)])
                    || array_fill('http://cyber.mil/legacy'::TEXT, ARRAY[cardinality(legacy_ids)]);

ALTER TABLE benchmark_rule
    ALTER COLUMN ident_systems SET NOT NULL,
    ALTER COLUMN ident_values SET NOT NULL,
    DROP COLUMN ccis,
    DROP COLUMN legacy_ids,
    ALTER COLUMN responsibility TYPE TEXT[] USING COALESCE(string_to_array(responsibility, E'\n'), '{}'),
    ALTER COLUMN ia_controls TYPE TEXT[] USING COALESCE(string_to_array(ia_controls, E'\n'), '{}');

ALTER TABLE benchmark_rule
    ALTER COLUMN responsibility SET NOT NULL,
    ALTER COLUMN ia_controls SET NOT NULL;
