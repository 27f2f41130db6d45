package dev.stigservice.archrules.launcher;

import org.junit.jupiter.api.Test;

import java.io.DataInputStream;
import java.io.InputStream;

import static org.assertj.core.api.Assertions.assertThat;

class LauncherTest {

    @Test
    void readsOldAndNewVersionNumbers() {
        assertThat(Launcher.major("1.8")).isEqualTo(8);
        assertThat(Launcher.major("11")).isEqualTo(11);
        assertThat(Launcher.major("17")).isEqualTo(Launcher.NEEDED);
        assertThat(Launcher.major("25.0.1")).isEqualTo(25);
    }

    @Test
    void isCompiledForJava8SoThatAnOldJavaCanLoadIt() throws Exception {
        try (InputStream in = Launcher.class.getResourceAsStream("Launcher.class")) {
            DataInputStream data = new DataInputStream(in);
            data.readInt(); // magic
            data.readUnsignedShort(); // minor
            assertThat(data.readUnsignedShort()).as("class file major version").isEqualTo(52);
        }
    }
}
