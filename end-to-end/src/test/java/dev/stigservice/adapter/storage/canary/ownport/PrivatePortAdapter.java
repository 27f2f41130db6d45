package dev.stigservice.adapter.storage.canary.ownport;

public class PrivatePortAdapter implements PrivatePort {
}
