package dev.stigservice.adapter.storage.files;

import java.util.List;

/**
 * What one top-level file of the catalog folder gave on its last read.
 *
 * @param stamp     size and modification time when read; an unchanged stamp means the file need not be read again
 * @param documents every document found in it (a bundle holds many)
 */
record LoadedFile(FileStamp stamp, List<DeflatedDocument> documents) {

    LoadedFile {
        documents = List.copyOf(documents);
    }

    /** Size and modification time: the cheap test of whether a file changed since it was read. */
    record FileStamp(long size, long modifiedMillis) {
    }
}
