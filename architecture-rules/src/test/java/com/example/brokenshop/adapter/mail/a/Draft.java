package com.example.brokenshop.adapter.mail.a;

import com.example.brokenshop.adapter.mail.b.Outbox;

/** Violation: no-package-cycles (with Outbox). */
public class Draft {
    Outbox outbox;
}
