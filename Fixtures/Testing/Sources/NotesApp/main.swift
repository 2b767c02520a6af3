import AppCore
import Notes

let app = AppComponent(appConfig: AppConfig(server: "https://notes.example"))
print(app.notesViewModel.open())   // ["https://notes.example/notes/1", "https://notes.example/notes/2"]
print(app.noteViewModel(index: 1).title)   // https://notes.example/notes/2
