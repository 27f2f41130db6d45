-- A store keeps documents (ADR 8): the source bytes as they were given, their key (the SHA-256 of the bytes), the file
-- name and when they were stored, in epoch milliseconds. Nothing derived from the model, so nothing here changes
-- when the model grows. The tables of V1 to V4 are no longer read; a revision they hold is served again once its file
-- is imported again (docs/guides/running-the-service.md, "Upgrading a database").
CREATE TABLE catalog_document (
    content_key CHAR(64) PRIMARY KEY CHECK (content_key ~ '^[0-9a-f]{64}$'),
    file_name   TEXT     NOT NULL,
    stored_at   BIGINT   NOT NULL,
    content     BYTEA    NOT NULL
);
