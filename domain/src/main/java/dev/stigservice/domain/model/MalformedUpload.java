package dev.stigservice.domain.model;

import java.io.IOException;

/**
 * What an upload's content throws when the inbound adapter that frames it finds the framing wrong (a form's parts out of
 * order, a part with no closing boundary): its message is the adapter's own, said to the client as it is, and quotes
 * nothing of the upload. Any other failure to read an upload is the client going away.
 */
public final class MalformedUpload extends IOException {

    public MalformedUpload(String message) {
        super(message);
    }
}
