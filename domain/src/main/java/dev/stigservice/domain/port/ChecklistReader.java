package dev.stigservice.domain.port;

import dev.stigservice.domain.model.Checklist;
import dev.stigservice.domain.model.UnreadableDocument;

/**
 * Reads a checklist someone uploaded, in the format of the {@link ChecklistWriter} of the same name. The bytes are
 * hostile until read: a reader bounds nesting and sizes and resolves nothing outside them.
 */
public interface ChecklistReader {

    /** The format's name, as its writer's ({@code ckl}, {@code cklb}). */
    String format();

    /** Whether the bytes are in this format's syntax at all (XML, JSON), so that the reader is chosen without a file name. */
    boolean recognizes(byte[] content);

    /**
     * @throws UnreadableDocument saying what is wrong and where (the line, the field), quoting nothing of the content
     */
    Checklist read(byte[] content) throws UnreadableDocument;
}
