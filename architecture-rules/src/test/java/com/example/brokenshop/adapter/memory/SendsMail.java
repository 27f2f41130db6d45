package com.example.brokenshop.adapter.memory;

import com.example.brokenshop.adapter.mail.Mailer;

/** Violation: adapters-are-isolated. */
public class SendsMail {
    Mailer mailer;
}
