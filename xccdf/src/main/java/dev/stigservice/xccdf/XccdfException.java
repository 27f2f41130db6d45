package dev.stigservice.xccdf;

/**
 * A file that cannot be loaded as a manual XCCDF benchmark. The message is a short reason fit for one
 * log line; it never quotes the file's content.
 */
public class XccdfException extends Exception {

    public XccdfException(String reason) {
        super(reason);
    }

    public XccdfException(String reason, Throwable cause) {
        super(reason, cause);
    }
}
