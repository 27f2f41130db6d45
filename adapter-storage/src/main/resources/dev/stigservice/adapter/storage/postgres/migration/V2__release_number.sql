-- RELEASE is a reserved word in MySQL and MariaDB; every relational backend shares one mapping
-- (JdbcCatalog), so the column has a name that needs no quoting anywhere.
ALTER TABLE benchmark_revision RENAME COLUMN release TO release_number;
