package dev.stigservice.adapter.storage.files;

import java.util.List;

/**
 * What one top-level file of the catalog folder gave on its last read.
 *
 * @param stamp     size and modification time when read; an unchanged stamp means the file need not be read again
 * @param documents every document found in it (a bundle holds many)
 * @param skipped   each part of it that was skipped (the file, or members of a library), naming it and why
 */
record LoadedFile(FileStamp stamp, List<DeflatedDocument> documents, List<String> skipped) {

    LoadedFile {
        documents = List.copyOf(documents);
        skipped = List.copyOf(skipped);
    }

    /** Size and modification time: the cheap test of whether a file changed since it was read. */
    record FileStamp(long size, long modifiedMillis) {
    }
}
