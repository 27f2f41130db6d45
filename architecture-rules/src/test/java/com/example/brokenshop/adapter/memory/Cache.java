package com.example.brokenshop.adapter.memory;

public interface Cache {
}
