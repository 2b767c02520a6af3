print(AppComponent().screen)
