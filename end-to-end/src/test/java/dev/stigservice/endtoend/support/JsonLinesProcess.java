package dev.stigservice.endtoend.support;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * A tool started once that answers each line of JSON written to it with one line of JSON (the node scripts that run
 * SAF's commands and STIG Manager's parsers): a test pays for what the tool does, not for its start-up each time.
 * It ends when the test JVM does (its input closes).
 */
public final class JsonLinesProcess {

    private static final ObjectMapper JSON = new ObjectMapper();
    private final Process process;
    private final Writer requests;
    private final BufferedReader answers;

    public JsonLinesProcess(List<String> command) throws IOException {
        process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        requests = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        answers = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    }

    public boolean alive() {
        return process.isAlive();
    }

    /** The tool's answer to {@code request}; an {@link IllegalStateException} if the tool ended without one. */
    public synchronized JsonNode ask(Object request) throws IOException {
        requests.write(JSON.writeValueAsString(request) + "\n");
        requests.flush();
        String line = answers.readLine();
        if (line == null) {
            throw new IllegalStateException("the tool " + process.info().commandLine().orElse("") + " ended without answering " + request);
        }
        return JSON.readTree(line);
    }
}
