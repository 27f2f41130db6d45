-- A store keeps documents (ADR 8): the source bytes as they were given, their key (the SHA-256 of the bytes), the file
-- name and when they were stored, in epoch milliseconds. Nothing derived from the model, so nothing here changes
-- when the model grows. The tables of V1 to V3 are no longer read; a revision they hold is served again once its file
-- is imported again (docs/guides/running-the-service.md, "Upgrading a database"). A document larger than the server's
-- max_allowed_packet (16 MiB by default) cannot be imported; DISA's largest XCCDF file is far below it.
CREATE TABLE catalog_document (
    content_key CHAR(64) CHARACTER SET ascii COLLATE ascii_bin PRIMARY KEY,
    file_name   TEXT     CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL,
    stored_at   BIGINT   NOT NULL,
    content     LONGBLOB NOT NULL,
    CONSTRAINT catalog_document_key CHECK (content_key REGEXP '^[0-9a-f]{64}$')
) ENGINE = InnoDB;
