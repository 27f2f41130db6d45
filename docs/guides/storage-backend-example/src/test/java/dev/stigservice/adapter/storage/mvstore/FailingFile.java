package dev.stigservice.adapter.storage.mvstore;

import org.h2.store.fs.FileBase;
import org.h2.store.fs.FilePath;
import org.h2.store.fs.FilePathWrapper;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The MVStore backend's write fault for the contract kit: H2's own file-system plug-in ({@link FilePath}), named by the
 * prefix {@code failing:} before the store's file. Armed for a file, the next write to it fails with the IOException a
 * full disk gives, below the store; every other call goes to the file as it is.
 */
public final class FailingFile extends FilePathWrapper {

    public static final String PREFIX = "failing:";

    /** H2 makes an instance per path, so which files fail their next write is kept here. */
    private static final Set<String> ARMED = ConcurrentHashMap.newKeySet();

    static {
        FilePath.register(new FailingFile());
    }

    /** The setting that opens {@code file} through this plug-in. */
    public static String name(Path file) {
        return PREFIX + file;
    }

    /** The next write to {@code file} fails; the one after it works again. */
    public static void failNextWriteTo(Path file) {
        ARMED.add(file.toString());
    }

    @Override
    public String getScheme() {
        return "failing";
    }

    @Override
    public FileChannel open(String mode) throws IOException {
        return new Channel(getBase().open(mode), getBase().toString());
    }

    private static final class Channel extends FileBase {
        private final FileChannel file;
        private final String name;

        Channel(FileChannel file, String name) {
            this.file = file;
            this.name = name;
        }

        private void failIfArmed() throws IOException {
            if (ARMED.remove(name)) {
                throw new IOException("No space left on device (the contract kit failed this write to " + name + ")");
            }
        }

        @Override
        public int write(ByteBuffer source) throws IOException {
            failIfArmed();
            return file.write(source);
        }

        @Override
        public synchronized int write(ByteBuffer source, long position) throws IOException {
            failIfArmed();
            return file.write(source, position);
        }

        @Override
        public int read(ByteBuffer target) throws IOException {
            return file.read(target);
        }

        @Override
        public synchronized int read(ByteBuffer target, long position) throws IOException {
            return file.read(target, position);
        }

        @Override
        public long position() throws IOException {
            return file.position();
        }

        @Override
        public FileChannel position(long position) throws IOException {
            file.position(position);
            return this;
        }

        @Override
        public long size() throws IOException {
            return file.size();
        }

        @Override
        public FileChannel truncate(long size) throws IOException {
            file.truncate(size);
            return this;
        }

        @Override
        public void force(boolean metaData) throws IOException {
            file.force(metaData);
        }

        @Override
        public FileLock tryLock(long position, long size, boolean shared) throws IOException {
            return file.tryLock(position, size, shared);
        }

        @Override
        protected void implCloseChannel() throws IOException {
            file.close();
        }
    }
}
