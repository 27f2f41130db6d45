package dev.stigservice.adapter.snapshot;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.Signature;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;
import java.util.Base64;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Ed25519 keys in the PEM files OpenSSL writes ({@code openssl genpkey -algorithm ed25519} a PKCS#8 private key,
 * {@code openssl pkey -pubout} its public key), read and used with the JDK's own EdDSA: a signature over the
 * message's bytes as they are (OpenSSL's {@code pkeyutl -rawin}).
 */
final class Ed25519Keys {

    static final String ALGORITHM = "Ed25519";
    private static final Pattern PEM = Pattern.compile("-----BEGIN ([A-Z ]+)-----\\s*([A-Za-z0-9+/=\\s]+?)\\s*-----END \\1-----");

    private Ed25519Keys() {
    }

    /** @throws IllegalArgumentException naming the file and what is wrong with it */
    static PrivateKey privateKey(Path file) {
        byte[] der = pem(file, "PRIVATE KEY");
        try {
            return KeyFactory.getInstance(ALGORITHM).generatePrivate(new PKCS8EncodedKeySpec(der));
        } catch (GeneralSecurityException e) {
            throw new IllegalArgumentException(file + " is not an Ed25519 private key (openssl genpkey -algorithm ed25519 writes one)", e);
        }
    }

    /** @throws IllegalArgumentException naming the file and what is wrong with it */
    static PublicKey publicKey(Path file) {
        byte[] der = pem(file, "PUBLIC KEY");
        try {
            return KeyFactory.getInstance(ALGORITHM).generatePublic(new X509EncodedKeySpec(der));
        } catch (GeneralSecurityException e) {
            throw new IllegalArgumentException(file + " is not an Ed25519 public key (openssl pkey -pubout writes one)", e);
        }
    }

    static byte[] sign(PrivateKey key, byte[] message) {
        try {
            Signature signature = Signature.getInstance(ALGORITHM);
            signature.initSign(key);
            signature.update(message);
            return signature.sign();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("could not sign with Ed25519: " + e.getMessage(), e);
        }
    }

    static boolean verifies(PublicKey key, byte[] message, byte[] signed) {
        try {
            Signature signature = Signature.getInstance(ALGORITHM);
            signature.initVerify(key);
            signature.update(message);
            return signature.verify(signed);
        } catch (GeneralSecurityException e) {
            return false; // a malformed signature is no signature
        }
    }

    private static byte[] pem(Path file, String type) {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.US_ASCII);
        } catch (IOException | RuntimeException e) {
            throw new IllegalArgumentException(file + " cannot be read: " + e.getMessage(), e);
        }
        Matcher block = PEM.matcher(text);
        if (!block.find() || !block.group(1).equals(type)) {
            throw new IllegalArgumentException(file + " holds no PEM block '" + type + "'");
        }
        try {
            return Base64.getMimeDecoder().decode(block.group(2));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(file + ": the PEM block is not Base64", e);
        }
    }
}
