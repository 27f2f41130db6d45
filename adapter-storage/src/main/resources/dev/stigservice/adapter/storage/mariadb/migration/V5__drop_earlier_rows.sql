-- The tables of V1 to V3, which kept revisions as rows before documents (ADR 3). JdbcDocumentStore runs this only once
-- every revision they hold has its document in catalog_document (docs/guides/running-the-service.md, "Upgrading a
-- database"), so nothing is dropped that the store does not also hold as a document.
DROP TABLE benchmark_rule_reference;
DROP TABLE benchmark_text;
DROP TABLE benchmark_rule;
DROP TABLE benchmark_profile;
DROP TABLE benchmark_revision;
