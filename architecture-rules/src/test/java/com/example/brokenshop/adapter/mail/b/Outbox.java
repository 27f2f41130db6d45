package com.example.brokenshop.adapter.mail.b;

import com.example.brokenshop.adapter.mail.a.Draft;

public class Outbox {
    Draft draft;
}
