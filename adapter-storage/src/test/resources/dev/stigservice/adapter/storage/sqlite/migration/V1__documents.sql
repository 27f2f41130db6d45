CREATE TABLE catalog_document (
    content_key TEXT    PRIMARY KEY CHECK (length(content_key) = 64),
    file_name   TEXT    NOT NULL,
    stored_at   INTEGER NOT NULL,
    content     BLOB    NOT NULL
);
