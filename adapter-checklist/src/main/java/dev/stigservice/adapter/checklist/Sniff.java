package dev.stigservice.adapter.checklist;

/** Which syntax a checklist upload is in, from its first byte that is not white space or a byte order mark. */
final class Sniff {

    private Sniff() {
    }

    static int firstSignificantByte(byte[] content) {
        int i = 0;
        if (content.length >= 3 && (content[0] & 0xFF) == 0xEF && (content[1] & 0xFF) == 0xBB && (content[2] & 0xFF) == 0xBF) {
            i = 3;
        }
        for (; i < content.length; i++) {
            byte b = content[i];
            if (b != ' ' && b != '\t' && b != '\r' && b != '\n') {
                return b;
            }
        }
        return -1;
    }
}
